import { useTranslation } from '../../../lib/i18n';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { ListPager } from '../../../components/pager/list-pager';
import { pageItems } from '../page-items';
interface Props {
  page: number;
  limit: number;
  count: number;
  pageSizes: readonly number[];
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

/** 'Wyświetlanie X do Y z N wyników', previous / page numbers / next, and the page size. */
export function Pager({ page, limit, count, pageSizes, onPageChange, onLimitChange }: Props) {
  const { t } = useTranslation();
  return (
    <ListPager
      id="pager"
      testId="pager"
      rangeTestId="pager-summary"
      page={page}
      limit={limit}
      count={count}
      sizes={pageSizes}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      items={pageItems}
      texts={{
        range: (range) =>
          t('employeeAccounts.pager.summary', {
            ...range,
            results: pluralPl(range.count, { one: 'wyniku', few: 'wyników', many: 'wyników' }),
          }),
        pageSize: t('employeeAccounts.pager.pageSize'),
        nav: t('employeeAccounts.pager.label'),
        previous: t('employeeAccounts.pager.previous'),
        next: t('employeeAccounts.pager.next'),
        page: (item) => t('employeeAccounts.pager.page', { page: item }),
      }}
    />
  );
}
