import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pageCount } from '@zaplecze/contract/common/pagination';
import type { Order } from '@zaplecze/contract/orders/orders';
import { ErrorState } from '../../../components/page-states';
import { useSyncLog } from '../api/get-sync-log';
import { formatDateTime } from '../format';
import { PageButtons } from '../../../components/pager/page-buttons';

/** 'Historia synchronizacji': the order's events from the audit, newest first. */
export function SyncLogCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const log = useSyncLog(order.id, order.version, page);
  const text = (key: string) => t(`orderDetails.syncLog.${key}`);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="sync-log-card"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id={titleId}>
          {text('title')}
        </Title>
        {log.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {log.isError && !log.data ? (
        <ErrorState message={text('loadError')} onRetry={() => void log.refetch()} />
      ) : log.data && log.data.count === 0 ? (
        <Text size="sm" c="dimmed">
          {text('empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {log.data?.data.map((entry) => (
            <div key={entry.id} data-testid="sync-log-entry">
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.created)}
                {entry.user ? ` · ${entry.user}` : ''}
              </Text>
              <Text size="sm">{entry.text}</Text>
            </div>
          ))}
          {log.data && log.data.count > log.data.limit && (
            <PageButtons
              page={page}
              total={pageCount(log.data.count, log.data.limit)}
              onPageChange={setPage}
              labels={{ previous: t('orderDetails.syncLog.previous'), next: t('orderDetails.syncLog.next') }}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
