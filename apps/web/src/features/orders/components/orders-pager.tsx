import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageSizes, pageWindow } from '@zaplecze/contract/pagination';

/** Spec 001 §4 "Paging": a change is accepted only for another page between 1 and the last. */
export function acceptPage(target: number, current: number, total: number): boolean {
  return Number.isInteger(target) && target !== current && target >= 1 && target <= total;
}

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
  const go = (target: number) => acceptPage(target, page, total) && onPage(target);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label={t('orders.pager.label')}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="gray.7" component="label" htmlFor="orders-page-size">
          {t('orders.pager.pageSize')}
        </Text>
        <Select
          id="orders-page-size"
          size="xs"
          w={76}
          data={pageSizes.map(String)}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
          allowDeselect={false}
        />
      </Group>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" mr="xs" data-testid="orders-page-of" aria-live="polite">
          {t(countExact ? 'orders.pager.page' : 'orders.pager.pageAtLeast', {
            page: Math.min(page, total),
            total,
          })}
        </Text>
        <ActionIcon
          variant="default"
          size="md"
          onClick={() => go(page - 1)}
          disabled={page <= 1}
          aria-label={t('orders.pager.previous')}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {pageWindow(page, total).map((item) => (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'default'}
            onClick={() => go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('orders.pager.goTo', { page: item })}
            miw={32}
          >
            {item}
          </Button>
        ))}
        <ActionIcon
          variant="default"
          size="md"
          onClick={() => go(page + 1)}
          disabled={page >= total}
          aria-label={t('orders.pager.next')}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
