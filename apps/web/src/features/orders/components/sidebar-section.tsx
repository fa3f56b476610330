import { Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import classes from './status-sidebar.module.css';

/** A collapsible status group of the sidebar; the header shows the group's order count. */
export function SidebarSection({
  title,
  count,
  opened,
  onToggle,
  children,
}: {
  title: string;
  count: number | undefined;
  opened: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div>
      <UnstyledButton
        className={classes.sectionHeader}
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        w="100%"
      >
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconChevronRight
              size={14}
              aria-hidden
              style={{
                transform: opened ? 'rotate(90deg)' : undefined,
                transition: 'transform 120ms',
                flexShrink: 0,
              }}
            />
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" truncate>
              {title}
            </Text>
          </Group>
          <Text size="xs" fw={600} c="gray.7" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {count?.toLocaleString('pl-PL') ?? '–'}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse in={opened} id={panelId}>
        <div className={classes.sectionBody}>{children}</div>
      </Collapse>
    </div>
  );
}
