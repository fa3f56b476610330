import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation, addTranslations } from '../../lib/i18n';
import { pageCount, pageRange, pageSizes } from '@zaplecze/contract/common/pagination';
import { PageButtons } from './page-buttons';
import type { PageButtonItem } from './page-items';
import { PageSizeSelect } from './page-size-select';

addTranslations({
  pl: {
    listPager: {
      range: 'Pokazano {{from}} - {{to}} z {{count}}',
      pageSize: 'Na stronie',
      page: 'Strona {{page}}',
      previous: 'Poprzednia strona',
      next: 'Następna strona',
      first: 'Pierwsza strona',
      last: 'Ostatnia strona',
    },
  },
  en: {
    listPager: {
      range: 'Showing {{from}} - {{to}} of {{count}}',
      pageSize: 'Per page',
      page: 'Page {{page}}',
      previous: 'Previous page',
      next: 'Next page',
      first: 'First page',
      last: 'Last page',
    },
  },
});

/** A screen's own wording of the pager; every text has the shared default. */
export interface ListPagerTexts {
  /** The range line, e.g. 'Wyświetlanie 1 do 20 z 95 wyników'. */
  range?(range: { from: number; to: number; count: number }): string;
  pageSize?: string;
  /** The size select's label is read by assistive technology only. */
  hiddenSizeLabel?: boolean;
  /** Makes the buttons a navigation landmark with this name. */
  nav?: string;
  previous?: string;
  next?: string;
  /** The page buttons' names; without it a button is named by its number. */
  page?: ((page: number) => string) | null;
}

interface Props {
  page: number;
  limit: number;
  count: number;
  onPageChange(page: number): void;
  /** Without it there is no page-size selector (a list paged by a fixed size). */
  onLimitChange?(limit: number): void;
  sizes?: readonly number[];
  /** Id prefix, so two pagers on one page keep their labels apart. */
  id: string;
  texts?: ListPagerTexts;
  /** The page numbers and gaps; by default the first, the last and the current page's neighbours. */
  items?(page: number, total: number): readonly PageButtonItem[];
  /** After the buttons (e.g. 'Strona 2 z 9'). */
  after?: ReactNode;
  /** The pager's test id; `${id}-pager` by default. */
  testId?: string;
  rangeTestId?: string;
}

/** The range line, the page-size selector and the page buttons of a server-paged list. */
export function ListPager({
  page,
  limit,
  count,
  onPageChange,
  onLimitChange,
  sizes = pageSizes,
  id,
  texts = {},
  items,
  after,
  testId,
  rangeTestId,
}: Props) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, limit, count);
  const total = pageCount(count, limit);
  const current = Math.min(page, total);
  const pageLabel =
    texts.page === null ? undefined : (texts.page ?? ((item: number) => t('listPager.page', { page: item })));
  return (
    <Group justify="space-between" gap="sm" data-testid={testId ?? `${id}-pager`}>
      <Text size="sm" c="gray.7" aria-live="polite" data-testid={rangeTestId}>
        {texts.range ? texts.range({ from, to, count }) : t('listPager.range', { from, to, count })}
      </Text>
      <Group gap="md" wrap="wrap">
        {onLimitChange && (
          <PageSizeSelect
            id={`${id}-page-size`}
            label={texts.pageSize ?? t('listPager.pageSize')}
            hiddenLabel={texts.hiddenSizeLabel}
            limit={limit}
            sizes={sizes}
            onChange={onLimitChange}
          />
        )}
        <PageButtons
          page={current}
          total={total}
          items={items?.(current, total)}
          onPageChange={onPageChange}
          labels={{
            nav: texts.nav,
            previous: texts.previous ?? t('listPager.previous'),
            next: texts.next ?? t('listPager.next'),
            page: pageLabel,
          }}
        />
        {after}
      </Group>
    </Group>
  );
}
