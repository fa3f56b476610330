import { Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DiskUsage } from '@zaplecze/contract/system';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { shortcuts } from './shortcuts';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.summary'));
  const session = useSession();
  const name = session.status === 'authenticated' ? session.user.displayName || session.user.username : '';
  const disk = useQuery({ queryKey: ['system', 'disk'], queryFn: () => api.get<DiskUsage>('/api/system/disk'), retry: false });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('summary.welcome', { name })}
        </Title>
        <Text c="dimmed">{t('summary.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {shortcuts.map((item) => (
          <UnstyledButton key={item.to} component={Link} to={item.to}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Group wrap="nowrap">
                <ThemeIcon size="xl" variant="light" radius="md" aria-hidden>
                  <item.icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(item.labelKey)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(item.descriptionKey)}
                  </Text>
                </div>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" maw={420}>
        <Text fw={600} mb="xs">
          {t('summary.disk')}
        </Text>
        {disk.data ? (
          <>
            <Progress aria-label={t('summary.disk')} value={disk.data.usedPercent} color={disk.data.level === 'ok' ? 'blue' : disk.data.level === 'warning' ? 'orange' : 'red'} />
            <Text size="sm" c="dimmed" mt={6}>
              {disk.data.usedPercent.toLocaleString('pl-PL')}%
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('summary.diskUnknown')}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
