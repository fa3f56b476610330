import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange, pageSizes } from '@zaplecze/contract/common/pagination';
import { pluralPl } from '@zaplecze/contract/common/plural';

interface Props {
  page: number;
  limit: number;
  count: number;
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

/** 'Wyświetlanie X do Y z N', the pages and the page size of a server-paged list. */
export function Pager({ page, limit, count, onPageChange, onLimitChange }: Props) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, limit, count);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('localization.pager.summary', {
          from,
          to,
          count,
          results: pluralPl(count, { one: 'wyniku', few: 'wyników', many: 'wyników' }),
        })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('localization.pager.pageSize')}
          size="xs"
          w={80}
          data={pageSizes.map(String)}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => value && onLimitChange(Number(value))}
        />
        <Pagination
          size="sm"
          total={pageCount(count, limit)}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('localization.pager.previous') : t('localization.pager.next'),
          })}
        />
      </Group>
    </Group>
  );
}
