import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from '@zaplecze/contract/common/pagination';
import { ellipsisPageItems, largeListPageWindow } from '@zaplecze/contract/products/product-dictionaries';
import { PageButtons } from '../../../components/pager/page-buttons';
import { PageSizeSelect } from '../../../components/pager/page-size-select';

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
  const { from, to } = pageRange(page, limit, count);
  const items = window === 'ellipsis' ? ellipsisPageItems(page, pages) : largeListPageWindow(page, pages);
  return (
    <Group justify="space-between" gap="sm" data-testid="list-pager">
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('productSettings.common.pager.range', { from, to, count })}
      </Text>
      <Group gap="md" wrap="wrap">
        {onLimitChange && (
          <PageSizeSelect
            id="list-page-size"
            label={t('productSettings.common.pager.pageSize')}
            limit={limit}
            onChange={onLimitChange}
          />
        )}
        <PageButtons
          page={page}
          total={pages}
          items={items}
          onPageChange={onPageChange}
          labels={{
            nav: t('productSettings.common.pager.label'),
            previous: t('productSettings.common.pager.previous'),
            next: t('productSettings.common.pager.next'),
            page: (item) => t('productSettings.common.pager.page', { page: item }),
          }}
        />
        <Text size="sm" c="gray.7">
          {t('productSettings.common.pager.pageOf', { page, pages })}
        </Text>
      </Group>
    </Group>
  );
}
