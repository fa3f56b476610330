import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { pageCount, pageRange } from '@zaplecze/contract/common/pagination';
import { useClampPage } from '../../components/list-filters/use-clamp-page';
import { QueryState } from '../../components/query-state';
import { PageButtons } from '../../components/pager/page-buttons';
import { PageSizeSelect } from '../../components/pager/page-size-select';
import { usePageTitle } from '../../lib/use-page-title';
import { useReturns } from './api/get-returns';
import { ReturnFilters } from './components/return-filters';
import { ReturnsTable } from './components/returns-table';
import { useReturnFilters } from './use-return-filters';
import './translations';

/** /dashboard/returns: the account's returns, filtered and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('returns.title'));
  const { filters, update } = useReturnFilters();
  const list = useReturns({
    page: filters.page,
    limit: filters.limit,
    status: filters.status || undefined,
    search: filters.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const lastPage = list.data && list.data.count > 0 ? pageCount(list.data.count, filters.limit) : null;

  useClampPage(lastPage, filters.page, update);

  const range = list.data ? pageRange(filters.page, filters.limit, list.data.count) : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="returns-title">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3" id="returns-title">
            {t('returns.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('returns.subtitle')}
          </Text>
        </div>
        <ReturnFilters filters={filters} onChange={update} />
        <QueryState query={list} errorMessage={t('returns.loadError')} empty={t('returns.empty')}>
          {(data) => (
            <>
              <ReturnsTable rows={data.data} />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="gray.7">
                  {t('returns.range', { from: range!.from, to: range!.to, count: data.count })}
                </Text>
                <Group gap="sm">
                  <PageSizeSelect
                    id="returns-page-size"
                    label={t('returns.pageSize')}
                    hiddenLabel
                    limit={filters.limit}
                    onChange={(limit) => update({ limit })}
                    width={90}
                  />
                  <PageButtons
                    page={filters.page}
                    total={pageCount(data.count, filters.limit)}
                    onPageChange={(page) => update({ page })}
                    labels={{ previous: t('returns.pager.previous'), next: t('returns.pager.next') }}
                  />
                </Group>
              </Group>
            </>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
