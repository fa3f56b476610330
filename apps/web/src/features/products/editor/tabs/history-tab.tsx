import { Badge, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  auditMessages,
  auditPageSizes,
  describeAuditDetails,
  formatAuditTime,
} from '@zaplecze/contract/audit/audit';
import { ListPager } from '../../../../components/pager/list-pager';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page-states';
import { useProductHistory } from '../api/get-product-history';

/** The product's audit trail, paged on the server; texts come from the one audit renderer of the contract. */
export function HistoryTab({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(auditPageSizes[0]);
  const history = useProductHistory(productId, page, limit);
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return (
      <ErrorState message={t('productEditor.history.loadFailed')} onRetry={() => void history.refetch()} />
    );
  const { data, count } = history.data;
  if (count === 0) return <EmptyState text={t('productEditor.history.empty')} />;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" data-testid="product-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('productEditor.history.date')}</Table.Th>
              <Table.Th>{t('productEditor.history.user')}</Table.Th>
              <Table.Th>{t('productEditor.history.action')}</Table.Th>
              <Table.Th>{t('productEditor.history.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((entry) => {
              const details = entry.detailsText || describeAuditDetails(entry.details, entry.action);
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAuditTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    {entry.user ? entry.user.name || auditMessages.removedUser : auditMessages.system}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" tt="none" c="gray.9">
                      {entry.actionLabel}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={520}>
                    {details ? (
                      <Stack gap={0}>
                        {details.split('; ').map((part, index) => (
                          <Text key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
                            {part}
                          </Text>
                        ))}
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        id="product-history"
        page={page}
        limit={limit}
        count={count}
        sizes={auditPageSizes}
        onPageChange={setPage}
        onLimitChange={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
