import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { pageCount } from '@zaplecze/contract/common/pagination';
import { ellipsisPageItems, largeListPageWindow } from '@zaplecze/contract/products/product-dictionaries';
import { ListPager as SharedListPager } from '../../../components/pager/list-pager';
interface Props {
  page: number;
  limit: number;
  count: number;
  onPageChange(page: number): void;
  /** Without it there is no page-size selector (GPSR lists page by a fixed 20). */
  onLimitChange?(limit: number): void;
  /** Categories show first, last and neighbours with ellipses; producers, brands and suppliers a window of five. */
  window: 'ellipsis' | 'five';
}

/** Range text, page size 10/20/50/100, previous / page numbers / next and 'Strona X z Y' (spec 002 §9). */
export function ListPager({ page, limit, count, onPageChange, onLimitChange, window }: Props) {
  const { t } = useTranslation();
  const pages = pageCount(count, limit);
  return (
    <SharedListPager
      id="list"
      testId="list-pager"
      page={page}
      limit={limit}
      count={count}
      onPageChange={onPageChange}
      onLimitChange={onLimitChange}
      items={window === 'ellipsis' ? ellipsisPageItems : largeListPageWindow}
      texts={{
        range: (range) => t('productSettings.common.pager.range', range),
        pageSize: t('productSettings.common.pager.pageSize'),
        nav: t('productSettings.common.pager.label'),
        previous: t('productSettings.common.pager.previous'),
        next: t('productSettings.common.pager.next'),
        page: (item) => t('productSettings.common.pager.page', { page: item }),
      }}
      after={
        <Text size="sm" c="gray.7">
          {t('productSettings.common.pager.pageOf', { page, pages })}
        </Text>
      }
    />
  );
}
