import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from '@zaplecze/contract/pagination';
import { pluralPl } from '@zaplecze/contract/plural';
import { PageButtons } from '../../../../components/pager/page-buttons';
import { PageSizeSelect } from '../../../../components/pager/page-size-select';

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
        <PageSizeSelect
          id="localization-page-size"
          label={t('localization.pager.pageSize')}
          hiddenLabel
          limit={limit}
          onChange={onLimitChange}
        />
        <PageButtons
          page={page}
          total={pageCount(count, limit)}
          onPageChange={onPageChange}
          labels={{ previous: t('localization.pager.previous'), next: t('localization.pager.next') }}
        />
      </Group>
    </Group>
  );
}
