import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/** What a not-yet-built area shows: a clear notice instead of a blank page. */
export function PlaceholderPage({ nameKey }: { nameKey: string }) {
  const { t } = useTranslation();
  const name = t(nameKey);
  usePageTitle(name);
  return (
    <Card withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl" data-testid="placeholder-page">
      <Stack align="center" gap="md" ta="center">
        <IconTools size={48} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Badge variant="light">{t('placeholder.badge')}</Badge>
        <Title order={1} size="h2">
          {t('placeholder.title', { name })}
        </Title>
        <Text c="dimmed">{t('placeholder.text')}</Text>
        <Button component={Link} to="/dashboard/summary" variant="light">
          {t('placeholder.back')}
        </Button>
      </Stack>
    </Card>
  );
}
