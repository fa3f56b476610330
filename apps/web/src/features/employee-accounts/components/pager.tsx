import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from '@zaplecze/contract/pagination';
import { pluralPl } from '@zaplecze/contract/plural';
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
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= total) onPageChange(target);
  };
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
        <Group gap={6} wrap="nowrap">
          <Text size="sm" component="label" htmlFor="pager-size" c="gray.7">
            {t('employeeAccounts.pager.pageSize')}
          </Text>
          <Select
            id="pager-size"
            size="xs"
            w={80}
            data={pageSizes.map(String)}
            value={String(limit)}
            allowDeselect={false}
            onChange={(value) => value && onLimitChange(Number(value))}
          />
        </Group>
        <Group component="nav" gap={4} aria-label={t('employeeAccounts.pager.label')} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('employeeAccounts.pager.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          {pageItems(page, total).map((item, index) =>
            item === 'gap' ? (
              <Text key={`gap-${index}`} size="sm" c="gray.7" px={4} aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={item}
                size="compact-sm"
                variant={item === page ? 'filled' : 'default'}
                aria-label={t('employeeAccounts.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            ),
          )}
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('employeeAccounts.pager.next')}
            disabled={page >= total}
            onClick={() => go(page + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Group>
  );
}
