import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Card, Group, Title } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import { dragIds, type DragData } from '../board-layout';
import { useDragType } from './drag-type';
import { SectionBody, type SectionBodyProps } from './section-body';
import classes from './status-board.module.css';

export interface GroupSectionProps extends Omit<SectionBodyProps, 'groupId' | 'name'> {
  group: OrderStatusGroup;
  onEditGroup: (group: OrderStatusGroup) => void;
  onDeleteGroup: (group: OrderStatusGroup) => void;
}

/** A status group: a sortable section whose header carries the drag handle, edit and delete. */
export function GroupSection({ group, onEditGroup, onDeleteGroup, ...body }: GroupSectionProps) {
  const { t } = useTranslation();
  const dragType = useDragType();
  const data: DragData = { type: 'group', id: group.id, name: group.name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: dragIds.group(group.id),
      data,
      disabled: { draggable: !body.canEdit, droppable: dragType !== null && dragType !== 'group' },
    });
  const headingId = `status-group-${group.id}`;

  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding={0}
      component="section"
      aria-labelledby={headingId}
      className={classes.section}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : undefined,
      }}
      data-testid="status-group"
    >
      <div className={classes.sectionHeader}>
        {body.canEdit && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className={classes.handle}
            aria-label={t('orderStatuses.actions.dragGroup', { name: group.name })}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Title order={2} size="h5" id={headingId} style={{ flex: 1, minWidth: 0 }}>
          {group.name}
        </Title>
        <Badge variant="light" color="gray" aria-hidden>
          {body.statuses.length}
        </Badge>
        <Group gap={4} wrap="nowrap">
          {body.canEdit && (
            <ActionIcon
              variant="subtle"
              aria-label={t('orderStatuses.actions.editGroup', { name: group.name })}
              onClick={() => onEditGroup(group)}
            >
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {body.canDelete && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderStatuses.actions.deleteGroup', { name: group.name })}
              onClick={() => onDeleteGroup(group)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </div>
      <SectionBody groupId={group.id} name={group.name} {...body} />
    </Card>
  );
}
