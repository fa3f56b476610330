import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange, pageSizes } from '@zaplecze/contract/pagination';
import { addTranslations } from '../../lib/i18n';
import { PageButtons } from './page-buttons';
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

interface Props {
  page: number;
  limit: number;
  count: number;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
  sizes?: readonly number[];
  /** Id prefix, so two pagers on one page keep their labels apart. */
  id: string;
}

/** 'Pokazano a - b z N', the page-size selector and the page buttons of a server-paged list. */
export function ListPager({ page, limit, count, onPageChange, onLimitChange, sizes = pageSizes, id }: Props) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, limit, count);
  const total = pageCount(count, limit);
  return (
    <Group justify="space-between" gap="sm" data-testid={`${id}-pager`}>
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('listPager.range', { from, to, count })}
      </Text>
      <Group gap="md">
        <PageSizeSelect
          id={`${id}-page-size`}
          label={t('listPager.pageSize')}
          limit={limit}
          sizes={sizes}
          onChange={onLimitChange}
        />
        <PageButtons
          page={Math.min(page, total)}
          total={total}
          onPageChange={onPageChange}
          labels={{
            previous: t('listPager.previous'),
            next: t('listPager.next'),
            page: (item) => t('listPager.page', { page: item }),
          }}
        />
      </Group>
    </Group>
  );
}
