import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import './translations';

/** The import tab: not built yet (issue 25, items 1–3); says so honestly and points to the export. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('ordersImportExport.import.title'));
  return (
    <Card withBorder radius="md" p="xl" maw={640} data-testid="orders-import-placeholder">
      <Stack align="flex-start" gap="sm">
        <IconTools size={40} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Badge variant="light">{t('placeholder.badge')}</Badge>
        <Title order={2} size="h3">
          {t('ordersImportExport.import.title')}
        </Title>
        <Text c="gray.7">{t('ordersImportExport.import.text')}</Text>
        <Button component={Link} to="/dashboard/orders-import-export/export" variant="light">
          {t('ordersImportExport.import.toExport')}
        </Button>
      </Stack>
    </Card>
  );
}
