import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus, StatusLanguage } from '@zaplecze/contract/order-statuses/order-statuses';
import { dragIds, type DragData } from '../board-layout';
import { useDragType } from './drag-type';
import { StatusRow, type StatusRowProps } from './status-row';
import classes from './status-board.module.css';

export interface SectionBodyProps extends Pick<
  StatusRowProps,
  'canEdit' | 'canDelete' | 'onEdit' | 'onDelete'
> {
  groupId: string | null;
  name: string;
  statuses: OrderStatus[];
  language: StatusLanguage;
}

/** An empty section still takes a dropped status, so statuses can move into new groups. */
function EmptySlot({ groupId, name }: { groupId: string | null; name: string }) {
  const { t } = useTranslation();
  const dragType = useDragType();
  const data: DragData = { type: 'slot', groupId, name };
  const { setNodeRef, isOver } = useDroppable({
    id: dragIds.slot(groupId),
    data,
    disabled: dragType !== 'status',
  });
  return (
    <div ref={setNodeRef} className={classes.slot} data-over={isOver || undefined}>
      <Text size="sm" c="dimmed">
        {t('orderStatuses.emptySection')}
      </Text>
    </div>
  );
}

/** The statuses of one section, sortable among themselves. */
export function SectionBody({ groupId, name, statuses, ...rowProps }: SectionBodyProps) {
  if (statuses.length === 0) return <EmptySlot groupId={groupId} name={name} />;
  return (
    <SortableContext
      items={statuses.map((status) => dragIds.status(status.id))}
      strategy={verticalListSortingStrategy}
    >
      <ul className={classes.list} aria-label={name}>
        {statuses.map((status) => (
          <StatusRow key={status.id} status={status} sectionGroupId={groupId} {...rowProps} />
        ))}
      </ul>
    </SortableContext>
  );
}
