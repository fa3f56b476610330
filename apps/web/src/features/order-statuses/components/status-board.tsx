import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type {
  OrderStatus,
  OrderStatusGroup,
  StatusLanguage,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { notifyFailure } from '../../../lib/notify';
import { useReorderGroups } from '../api/reorder-groups';
import { useReorderStatuses } from '../api/reorder-statuses';
import { dragIds, planDrop, type DragData, type Section } from '../board-layout';
import { notifySuccess } from '../notify';
import { DragTypeContext } from './drag-type';
import { GroupSection } from './group-section';
import { UngroupedSection } from './ungrouped-section';
import classes from './status-board.module.css';

export interface StatusBoardProps {
  sections: Section[];
  language: StatusLanguage;
  canEdit: boolean;
  canDelete: boolean;
  onEditStatus: (status: OrderStatus) => void;
  onDeleteStatus: (status: OrderStatus) => void;
  onEditGroup: (group: OrderStatusGroup) => void;
  onDeleteGroup: (group: OrderStatusGroup) => void;
}

const dataOf = (item: { data: { current?: unknown } } | null | undefined) =>
  (item?.data.current as DragData | undefined) ?? null;

function useAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: { draggable: string };
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const label = (item: Parameters<typeof dataOf>[0]) => {
      const data = dataOf(item);
      return data ? t(`orderStatuses.dnd.${data.type}`, { name: data.name }) : '';
    };
    return {
      screenReaderInstructions: { draggable: t('orderStatuses.dnd.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('orderStatuses.dnd.start', { active: label(active) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('orderStatuses.dnd.over', { active: label(active), over: label(over) })
            : t('orderStatuses.dnd.outside', { active: label(active) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('orderStatuses.dnd.end', { active: label(active), over: label(over) })
            : t('orderStatuses.dnd.endOutside', { active: label(active) }),
        onDragCancel: ({ active }) => t('orderStatuses.dnd.cancel', { active: label(active) }),
      },
    };
  }, [t]);
}

/** The sections with drag and drop by mouse, touch and keyboard, by the rules of spec 001 §4. */
export function StatusBoard({
  sections,
  onEditStatus,
  onDeleteStatus,
  onEditGroup,
  onDeleteGroup,
  ...shared
}: StatusBoardProps) {
  const rowProps = { ...shared, onEdit: onEditStatus, onDelete: onDeleteStatus };
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<DragData | null>(null);
  const reorderStatuses = useReorderStatuses();
  const reorderGroups = useReorderGroups();
  const accessibility = useAnnouncements();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const plan = planDrop(sections, dataOf(active)!, dataOf(over));
    if (plan?.kind === 'statuses') {
      const [success, failure] = [
        t('orderStatuses.notify.statusesReordered'),
        t('orderStatuses.notify.statusesReorderError'),
      ];
      reorderStatuses.mutate(plan.body, {
        onSuccess: () => notifySuccess(success),
        onError: (error) => notifyFailure(failure, error),
      });
    } else if (plan?.kind === 'groups') {
      const [success, failure] = [
        t('orderStatuses.notify.groupsReordered'),
        t('orderStatuses.notify.groupsReorderError'),
      ];
      reorderGroups.mutate(plan.body, {
        onSuccess: () => notifySuccess(success),
        onError: (error) => notifyFailure(failure, error),
      });
    }
  };

  const [ungrouped, ...groups] = sections;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={({ active }: DragStartEvent) => setDragging(dataOf(active))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <DragTypeContext.Provider value={dragging?.type ?? null}>
        <Stack gap="md">
          <UngroupedSection statuses={ungrouped!.statuses} {...rowProps} />
          <SortableContext
            items={groups.map((section) => dragIds.group(section.group!.id))}
            strategy={verticalListSortingStrategy}
          >
            {groups.map((section) => (
              <GroupSection
                key={section.group!.id}
                group={section.group!}
                statuses={section.statuses}
                onEditGroup={onEditGroup}
                onDeleteGroup={onDeleteGroup}
                {...rowProps}
              />
            ))}
          </SortableContext>
        </Stack>
      </DragTypeContext.Provider>
      <DragOverlay>
        {dragging && dragging.type !== 'slot' && (
          <Paper withBorder px="md" py="xs" className={classes.overlay}>
            <Text fw={600}>{dragging.name}</Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
