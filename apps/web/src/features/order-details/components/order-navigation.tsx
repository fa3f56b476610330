import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { orderNavigationShortcuts } from '@zaplecze/contract/orders/order-details';
import { neighboursQueryFromSearch, orderPath } from '../../../lib/orders-list-url';
import { useNeighbours } from '../api/get-neighbours';

/** 'Alt+ArrowLeft' as people read it: 'Alt + ←'. */
export function shortcutLabel(shortcut: string): string {
  return shortcut
    .split('+')
    .map((key) => ({ ArrowLeft: '←', ArrowRight: '→' })[key] ?? key)
    .join(' + ');
}

/** Previous and next order of the list the user came from, also on Alt+← and Alt+→. */
export function OrderNavigation({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => neighboursQueryFromSearch(search), [search]);
  const neighbours = useNeighbours(orderId, query);
  const previousId = neighbours.data?.previousId ?? null;
  const nextId = neighbours.data?.nextId ?? null;
  const go = (id: string | null) => {
    if (id) void navigate(orderPath(id, search));
  };

  useHotkeys([
    [orderNavigationShortcuts.previous.toLowerCase(), () => go(previousId)],
    [orderNavigationShortcuts.next.toLowerCase(), () => go(nextId)],
  ]);

  const arrow = (kind: 'previous' | 'next', id: string | null) => {
    const label = t(`orderDetails.${kind}`);
    const shortcut = orderNavigationShortcuts[kind];
    const Icon = kind === 'previous' ? IconChevronLeft : IconChevronRight;
    return (
      <Tooltip
        label={t('orderDetails.withShortcut', { label, keys: shortcutLabel(shortcut) })}
        withArrow
        openDelay={300}
      >
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          aria-keyshortcuts={shortcut}
          disabled={!id}
          data-testid={`${kind}-order`}
          onClick={() => go(id)}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  };

  return (
    <Group gap={4} wrap="nowrap">
      {arrow('previous', previousId)}
      {arrow('next', nextId)}
    </Group>
  );
}
