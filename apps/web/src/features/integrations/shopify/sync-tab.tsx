import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ShopifyConnection, ShopifySyncRun } from '@zaplecze/contract/shopify/shopify';
import { QueryState } from '../../../components/query-state';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatMoment } from '../webhooks/components/format';
import { useShopifyPushes, useShopifyRuns, useSyncShopify } from './api/shopify';
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
      <PushPanel />
    </Stack>
  );
}

/** "Wysyłka stanów i cen": the last pushes with their counts and the products in error. */
function PushPanel() {
  const { t } = useTranslation();
  const pushes = useShopifyPushes();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('shopify.push.title')}
      </Title>
      <Text size="sm" c="gray.7" maw={760}>
        {t('shopify.push.intro')}
      </Text>
      <QueryState
        query={pushes}
        errorMessage={t('shopify.push.loadError')}
        empty={t('shopify.push.empty')}
        isEmpty={(data) => data.runs.length === 0 && data.errors.length === 0 && data.pending === 0}
      >
        {(data) => (
          <Stack gap="sm">
            {data.pending > 0 && (
              <Text size="sm">
                {t('shopify.push.pending')}: <b>{data.pending}</b>
              </Text>
            )}
            {data.errors.length > 0 && (
              <Table.ScrollContainer minWidth={720}>
                <Table data-testid="shopify-push-errors">
                  <Table.Thead>
                    <Table.Tr>
                      {(['product', 'error', 'attempts', 'next'] as const).map((column) => (
                        <Table.Th key={column}>{t(`shopify.push.errorColumns.${column}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.errors.map((item) => (
                      <Table.Tr key={item.productId}>
                        <Table.Td>
                          {item.name}{' '}
                          <Text span size="xs" c="gray.7">
                            ({item.sku})
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c="red.8">
                            {item.error}
                          </Text>
                        </Table.Td>
                        <Table.Td>{item.attempts}</Table.Td>
                        <Table.Td>{formatMoment(item.nextAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.runs.length > 0 && (
              <Table.ScrollContainer minWidth={720}>
                <Table striped data-testid="shopify-pushes">
                  <Table.Thead>
                    <Table.Tr>
                      {(['started', 'stock', 'prices', 'skipped', 'failed'] as const).map((column) => (
                        <Table.Th key={column}>{t(`shopify.push.columns.${column}`)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.runs.map((run) => (
                      <Table.Tr key={run.id}>
                        <Table.Td>
                          <Stack gap={2}>
                            {formatMoment(run.startedAt)}
                            {run.error && (
                              <Text size="xs" c="red.8">
                                {run.error}
                              </Text>
                            )}
                          </Stack>
                        </Table.Td>
                        <Table.Td>{run.stock}</Table.Td>
                        <Table.Td>{run.prices}</Table.Td>
                        <Table.Td>{run.skipped}</Table.Td>
                        <Table.Td>{run.failed}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
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
