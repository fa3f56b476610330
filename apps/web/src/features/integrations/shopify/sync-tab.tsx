import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ShopifyConnection, ShopifySyncRun } from '@zaplecze/contract/shopify/shopify';
import { QueryState } from '../../../components/query-state';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatMoment } from '../webhooks/components/format';
import { useShopifyRuns, useSyncShopify } from './api/shopify';
import { Connected } from './connected';
import './translations';

const statusColor: Record<ShopifySyncRun['status'], string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

function SyncPanel({ connection }: { connection: ShopifyConnection }) {
  const { t } = useTranslation();
  const runs = useShopifyRuns();
  const sync = useSyncShopify();
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7" maw={760}>
        {t('shopify.sync.intro')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text size="sm">
            {t('shopify.sync.lastSync')}:{' '}
            <b>{connection.lastSyncAt ? formatMoment(connection.lastSyncAt) : t('shopify.sync.never')}</b>
          </Text>
          {connection.syncCursor && (
            <Text size="sm" c="gray.7">
              {t('shopify.sync.cursor')}: {formatMoment(connection.syncCursor)}
            </Text>
          )}
        </Stack>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: (result) => notify('green', result.message),
              onError: (error) => notifyFailure(t('shopify.sync.failed'), error),
            })
          }
        >
          {t('shopify.sync.now')}
        </Button>
      </Group>
      <QueryState query={runs} errorMessage={t('shopify.sync.loadError')} empty={t('shopify.sync.empty')}>
        {(data) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="shopify-runs">
              <Table.Thead>
                <Table.Tr>
                  {(['started', 'trigger', 'status', 'created', 'updated', 'review', 'failed'] as const).map(
                    (column) => (
                      <Table.Th key={column}>{t(`shopify.sync.columns.${column}`)}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((run) => (
                  <Table.Tr key={run.id}>
                    <Table.Td>{formatMoment(run.startedAt)}</Table.Td>
                    <Table.Td>{t(`shopify.sync.triggers.${run.trigger}`)}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Badge color={statusColor[run.status]} variant="light">
                          {t(`shopify.sync.statuses.${run.status}`)}
                        </Badge>
                        {run.error && (
                          <Text size="xs" c="red.8">
                            {run.error}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{run.created}</Table.Td>
                    <Table.Td>{run.updated}</Table.Td>
                    <Table.Td>{run.review}</Table.Td>
                    <Table.Td>{run.failed}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.tabs.sync')} · ${t('shopify.title')}`);
  return <Connected>{(connection) => <SyncPanel connection={connection} />}</Connected>;
}
