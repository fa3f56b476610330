import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { edgePageItems, type PageButtonItem } from './page-items';

export type { PageButtonItem } from './page-items';

interface Props {
  page: number;
  /** The last page; 'next' is disabled on it. */
  total: number;
  /** The numbers and gaps shown; by default the first, the last and the current page's neighbours. */
  items?: readonly PageButtonItem[];
  /** Called only for another page between 1 and `total`. */
  onPageChange(page: number): void;
  /** `nav` makes the buttons a navigation landmark; leave it out when the pager around them is one. */
  labels: { nav?: string; previous: string; next: string; page?(page: number): string };
  /** Shown before the buttons, inside the navigation (e.g. 'Strona 2 z 9'). */
  before?: ReactNode;
}

/** Previous / page numbers (with gaps) / next of a server-paged list. */
export function PageButtons({
  page,
  total,
  items = edgePageItems(page, total),
  onPageChange,
  labels,
  before,
}: Props) {
  const go = (target: number) => {
    if (Number.isInteger(target) && target !== page && target >= 1 && target <= total) onPageChange(target);
  };
  return (
    <Group component={labels.nav ? 'nav' : 'div'} gap={4} aria-label={labels.nav} wrap="nowrap">
      {before}
      <ActionIcon
        variant="default"
        size="md"
        aria-label={labels.previous}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <IconChevronLeft size={16} aria-hidden />
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
            miw={32}
            variant={item === page ? 'filled' : 'default'}
            aria-label={labels.page?.(item)}
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
        aria-label={labels.next}
        disabled={page >= total}
        onClick={() => go(page + 1)}
      >
        <IconChevronRight size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
