import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';

/**
 * What a user whose role does not allow an area sees on a direct visit: `keyPrefix` names the
 * area's texts `title`, `text` and `back` (e.g. `integrations.noAccess`).
 */
export function NoAccessState({ keyPrefix }: { keyPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="no-access">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t(`${keyPrefix}.title`)}
        </Title>
        <Text c="gray.7">{t(`${keyPrefix}.text`)}</Text>
        <Button component={Link} to="/dashboard/summary" variant="light">
          {t(`${keyPrefix}.back`)}
        </Button>
      </Stack>
    </Card>
  );
}
