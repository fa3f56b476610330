import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { pageCount, pageWindow } from '@zaplecze/contract/common/pagination';
import { PageButtons } from '../../../components/pager/page-buttons';
import { PageSizeSelect } from '../../../components/pager/page-size-select';

/** Spec 001 §4 "Paging": a change is accepted only for another page between 1 and the last. */
export function OrdersPager({
  page,
  limit,
  count,
  countExact = true,
  onPage,
  onLimit,
}: {
  page: number;
  limit: number;
  count: number;
  /** false: more than `count` orders match, so there is at least one page more. */
  countExact?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation();
  const total = pageCount(count, limit) + (countExact ? 0 : 1);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label={t('orders.pager.label')}>
      <PageSizeSelect
        id="orders-page-size"
        label={t('orders.pager.pageSize')}
        limit={limit}
        onChange={onLimit}
        width={76}
      />
      <PageButtons
        page={page}
        total={total}
        items={pageWindow(page, total)}
        onPageChange={onPage}
        labels={{
          previous: t('orders.pager.previous'),
          next: t('orders.pager.next'),
          page: (item) => t('orders.pager.goTo', { page: item }),
        }}
        before={
          <Text size="sm" mr="xs" data-testid="orders-page-of" aria-live="polite">
            {t(countExact ? 'orders.pager.page' : 'orders.pager.pageAtLeast', {
              page: Math.min(page, total),
              total,
            })}
          </Text>
        }
      />
    </Group>
  );
}
