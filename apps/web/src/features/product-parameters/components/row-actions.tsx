import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface Props {
  editLabel: string;
  deleteLabel: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
