import { Card, Group, Progress, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { DiskUsage } from '@zaplecze/contract/system/system';
import { api } from '../../../lib/api-client';
import { shortcuts } from '../shortcuts';

/** The shortcut tiles and the disk usage of the former summary page. */
export function ShortcutsCard() {
  const { t } = useTranslation();
  const disk = useQuery({
    queryKey: ['system', 'disk'],
    queryFn: () => api.get<DiskUsage>('/api/system/disk'),
    retry: false,
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Na skróty">
      <Title order={2} size="h4" mb="sm">
        Na skróty
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="md">
        {shortcuts.map((item) => (
          <UnstyledButton key={item.to} component={Link} to={item.to}>
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size="lg" variant="light" radius="md" aria-hidden>
                <item.icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {t(item.labelKey)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(item.descriptionKey)}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600} mb={4}>
        {t('summary.disk')}
      </Text>
      {disk.data ? (
        <Group gap="sm" wrap="nowrap" maw={420}>
          <Progress
            style={{ flex: 1 }}
            aria-label={t('summary.disk')}
            value={disk.data.usedPercent}
            color={disk.data.level === 'ok' ? 'blue' : disk.data.level === 'warning' ? 'orange' : 'red'}
          />
          <Text size="sm" c="dimmed">
            {disk.data.usedPercent.toLocaleString('pl-PL')}%
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('summary.diskUnknown')}
        </Text>
      )}
    </Card>
  );
}
