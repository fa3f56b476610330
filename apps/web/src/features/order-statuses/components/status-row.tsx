import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus, StatusLanguage } from '@zaplecze/contract/order-statuses/order-statuses';
import { dragIds, type DragData } from '../board-layout';
import { useDragType } from './drag-type';
import classes from './status-board.module.css';

export interface StatusRowProps {
  status: OrderStatus;
  /** The section the row is shown in; statuses of unknown groups sit in 'Bez grupy' (null). */
  sectionGroupId: string | null;
  language: StatusLanguage;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (status: OrderStatus) => void;
  onDelete: (status: OrderStatus) => void;
}

/** One status: drag handle, internal name, 'Chroniony', colour with its hex, external name, actions. */
export function StatusRow({
  status,
  sectionGroupId,
  language,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: StatusRowProps) {
  const { t } = useTranslation();
  const dragType = useDragType();
  const data: DragData = {
    type: 'status',
    id: status.id,
    groupId: sectionGroupId,
    name: status.internalName,
  };
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({
    id: dragIds.status(status.id),
    data,
    disabled: { draggable: !canEdit, droppable: dragType !== null && dragType !== 'status' },
  });
  const activeData = active?.data.current as DragData | undefined;
  const fromOtherSection = activeData?.type === 'status' && activeData.groupId !== sectionGroupId;
  const external = status.externalName[language];

  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-drop-before={(isOver && fromOtherSection) || undefined}
      data-testid="status-row"
      aria-label={status.internalName}
    >
      <div className={classes.handle}>
        {canEdit && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t('orderStatuses.actions.dragStatus', { name: status.internalName })}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
      </div>
      <Group gap="xs" className={classes.name} wrap="nowrap">
        <Text fw={500} truncate>
          {status.internalName}
        </Text>
        {status.isProtected && (
          <Badge size="sm" variant="light" color="gray">
            {t('orderStatuses.protected')}
          </Badge>
        )}
      </Group>
      <Group gap={6} className={classes.color} wrap="nowrap">
        <ColorSwatch color={status.color} size={18} aria-hidden />
        <Text size="sm" ff="monospace">
          {status.color}
        </Text>
      </Group>
      <Text size="sm" className={classes.external} truncate>
        <VisuallyHidden>{t('orderStatuses.columns.externalName')}: </VisuallyHidden>
        {external ? (
          external
        ) : (
          <>
            <span aria-hidden>—</span>
            <VisuallyHidden>{t('orderStatuses.noExternalName')}</VisuallyHidden>
          </>
        )}
      </Text>
      <Group gap={4} className={classes.actions} wrap="nowrap">
        {canEdit && (
          <ActionIcon
            variant="subtle"
            aria-label={t('orderStatuses.actions.editStatus', { name: status.internalName })}
            onClick={() => onEdit(status)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {canDelete && !status.isProtected && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('orderStatuses.actions.deleteStatus', { name: status.internalName })}
            onClick={() => onDelete(status)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </li>
  );
}
