import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  editLabel: string;
  deleteLabel: string;
  /** Without a handler the button is not shown (no permission). */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  deleteDisabled?: boolean;
  /** Row-specific actions shown before edit and delete. */
  children?: ReactNode;
}

/** A table row's edit and delete icon buttons, right-aligned. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, deleteDisabled, children }: Props) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {children}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={deleteDisabled}
          aria-label={deleteLabel}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
