import { Badge, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileExport, IconFilter, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { pageRange } from '@zaplecze/contract/common/pagination';
import { useCountText } from '../use-count-text';
import { NewOrderButton } from './new-order-button';

/** The heading with the range text ('Wyświetlono X - Y z Z zamówień', 'z ponad Z' before the count) and the panel toggles. */
export function OrdersHeader({
  page,
  limit,
  count,
  countExact,
  filterOpen,
  filterActive,
  isMobile,
  onToggleFilter,
  onOpenSidebar,
  exportHref,
}: {
  page: number;
  limit: number;
  count: number | undefined;
  /** false: at least `count` orders match and more follow ('ponad N') until the summary counts them. */
  countExact: boolean;
  filterOpen: boolean;
  filterActive: boolean;
  isMobile: boolean;
  onToggleFilter: () => void;
  onOpenSidebar: () => void;
  /** The export page for the list's current filter; absent without the export permission. */
  exportHref?: string | undefined;
}) {
  const { t } = useTranslation();
  const { word } = useCountText();
  const range = count === undefined ? null : pageRange(page, limit, count);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {t('orders.title')}
        </Title>
        <Text size="sm" c="gray.7" data-testid="orders-range" mih={22}>
          {range &&
            (count === 0
              ? t('orders.rangeEmpty')
              : t(countExact ? 'orders.range' : 'orders.rangeAtLeast', {
                  from: range.from,
                  to: range.to,
                  count,
                  noun: word(count!, 'ordersOf'),
                }))}
        </Text>
      </div>
      <Group gap="xs">
        <NewOrderButton />
        {exportHref && (
          <Button
            component={Link}
            to={exportHref}
            variant="default"
            size="sm"
            leftSection={<IconFileExport size={16} aria-hidden />}
          >
            {t('orders.export')}
          </Button>
        )}
        {isMobile && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLayoutSidebarLeftExpand size={16} aria-hidden />}
            onClick={onOpenSidebar}
          >
            {t('orders.sidebar.open')}
          </Button>
        )}
        <Button
          variant={filterOpen ? 'light' : 'default'}
          size="sm"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            filterActive ? (
              <>
                <Badge size="xs" circle color="blue.8" aria-hidden>
                  1
                </Badge>
                <VisuallyHidden>{t('orders.filter.activeCount')}</VisuallyHidden>
              </>
            ) : undefined
          }
          onClick={onToggleFilter}
          aria-expanded={filterOpen}
          aria-controls="order-filter-panel"
        >
          {t('orders.filter.toggle')}
        </Button>
      </Group>
    </Group>
  );
}
