import { Group, NavLink, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One clickable line of the sidebar: a label, an optional colour dot and the order count. */
export function SidebarEntry({
  label,
  count,
  active,
  icon,
  onClick,
  strong = false,
}: {
  label: string;
  count: number | undefined;
  active: boolean;
  icon?: ReactNode;
  onClick: () => void;
  strong?: boolean;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      onClick={onClick}
      active={active}
      aria-current={active ? 'true' : undefined}
      variant="light"
      py={6}
      leftSection={icon}
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={strong ? 600 : 400} truncate>
            {label}
          </Text>
          <Text
            size="xs"
            c={active ? undefined : 'gray.7'}
            fw={600}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {count?.toLocaleString('pl-PL') ?? '–'}
          </Text>
        </Group>
      }
    />
  );
}
