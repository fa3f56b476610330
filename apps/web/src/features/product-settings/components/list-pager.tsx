import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange, pageSizes } from '@zaplecze/contract/pagination';
import {
  ellipsisPageItems,
  largeListPageWindow,
  type PageItem,
} from '@zaplecze/contract/product-dictionaries';

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
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pages) onPageChange(target);
  };
  const items: PageItem[] =
    window === 'ellipsis' ? ellipsisPageItems(page, pages) : largeListPageWindow(page, pages);
  return (
    <Group justify="space-between" gap="sm" data-testid="list-pager">
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('productSettings.common.pager.range', { from, to, count })}
      </Text>
      <Group gap="md" wrap="wrap">
        {onLimitChange && (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="gray.7" component="span" id="list-page-size-label">
              {t('productSettings.common.pager.pageSize')}
            </Text>
            <Select
              aria-labelledby="list-page-size-label"
              size="xs"
              w={80}
              data={pageSizes.map(String)}
              value={String(limit)}
              allowDeselect={false}
              onChange={(value) => value && onLimitChange(Number(value))}
            />
          </Group>
        )}
        <Group component="nav" gap={4} aria-label={t('productSettings.common.pager.label')} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t('productSettings.common.pager.previous')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          {items.map((item, index) =>
            item === 'gap' ? (
              <Text key={`gap-${index}`} size="sm" c="gray.7" px={4} aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={item}
                size="compact-sm"
                variant={item === page ? 'filled' : 'default'}
                aria-label={t('productSettings.common.pager.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            ),
          )}
          <ActionIcon
            variant="default"
            aria-label={t('productSettings.common.pager.next')}
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="gray.7">
          {t('productSettings.common.pager.pageOf', { page, pages })}
        </Text>
      </Group>
    </Group>
  );
}
