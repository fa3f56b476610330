import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ShopifyConnection, ShopifySyncRun } from '@zaplecze/contract/shopify/shopify';
import { QueryState } from '../../../components/query-state';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatMoment } from '../webhooks/components/format';
import { useShopifyPushes, useShopifyRuns, useSyncShopify } from './api/shopify';
import { Connected } from './connected';
import { RunTable, WithError } from './run-table';
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
  const column = (name: string) => t(`shopify.sync.columns.${name}`);
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
          <RunTable
            rows={data.data}
            rowKey={(run) => run.id}
            testId="shopify-runs"
            columns={[
              { label: column('started'), cell: (run) => formatMoment(run.startedAt) },
              { label: column('trigger'), cell: (run) => t(`shopify.sync.triggers.${run.trigger}`) },
              {
                label: column('status'),
                cell: (run) => (
                  <WithError error={run.error}>
                    <Badge color={statusColor[run.status]} variant="light">
                      {t(`shopify.sync.statuses.${run.status}`)}
                    </Badge>
                  </WithError>
                ),
              },
              ...(['created', 'updated', 'review', 'failed'] as const).map((name) => ({
                label: column(name),
                cell: (run: ShopifySyncRun) => run[name],
              })),
            ]}
          />
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
              <RunTable
                rows={data.errors}
                rowKey={(item) => item.productId}
                striped={false}
                testId="shopify-push-errors"
                columns={[
                  {
                    label: t('shopify.push.errorColumns.product'),
                    cell: (item) => (
                      <>
                        {item.name}{' '}
                        <Text span size="xs" c="gray.7">
                          ({item.sku})
                        </Text>
                      </>
                    ),
                  },
                  {
                    label: t('shopify.push.errorColumns.error'),
                    cell: (item) => (
                      <Text size="sm" c="red.8">
                        {item.error}
                      </Text>
                    ),
                  },
                  { label: t('shopify.push.errorColumns.attempts'), cell: (item) => item.attempts },
                  { label: t('shopify.push.errorColumns.next'), cell: (item) => formatMoment(item.nextAt) },
                ]}
              />
            )}
            {data.runs.length > 0 && (
              <RunTable
                rows={data.runs}
                rowKey={(run) => run.id}
                testId="shopify-pushes"
                columns={[
                  {
                    label: t('shopify.push.columns.started'),
                    cell: (run) => <WithError error={run.error}>{formatMoment(run.startedAt)}</WithError>,
                  },
                  ...(['stock', 'prices', 'skipped', 'failed'] as const).map((name) => ({
                    label: t(`shopify.push.columns.${name}`),
                    cell: (run: (typeof data.runs)[number]) => run[name],
                  })),
                ]}
              />
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
