import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from '@zaplecze/contract/common/pagination';
import { pluralPl } from '@zaplecze/contract/common/plural';
import { PageButtons } from '../../../components/pager/page-buttons';
import { PageSizeSelect } from '../../../components/pager/page-size-select';
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
  const total = pageCount(count, limit);
  const { from, to } = pageRange(page, limit, count);
  return (
    <Group justify="space-between" gap="sm" data-testid="pager">
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="pager-summary">
        {t('employeeAccounts.pager.summary', {
          from,
          to,
          count,
          results: pluralPl(count, { one: 'wyniku', few: 'wyników', many: 'wyników' }),
        })}
      </Text>
      <Group gap="md" wrap="wrap">
        <PageSizeSelect
          id="pager-size"
          label={t('employeeAccounts.pager.pageSize')}
          limit={limit}
          sizes={pageSizes}
          onChange={onLimitChange}
        />
        <PageButtons
          page={page}
          total={total}
          items={pageItems(page, total)}
          onPageChange={onPageChange}
          labels={{
            nav: t('employeeAccounts.pager.label'),
            previous: t('employeeAccounts.pager.previous'),
            next: t('employeeAccounts.pager.next'),
            page: (item) => t('employeeAccounts.pager.page', { page: item }),
          }}
        />
      </Group>
    </Group>
  );
}
