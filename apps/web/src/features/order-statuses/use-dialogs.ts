import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { OrderStatus, OrderStatusGroup } from '@zaplecze/contract/order-statuses/order-statuses';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { notifyFailure } from '../../lib/notify';
import { useDeleteGroup } from './api/delete-group';
import { groupQuery } from './api/get-group';
import { statusQuery } from './api/get-status';

export type DialogState =
  | { type: 'status'; status?: OrderStatus }
  | { type: 'group'; group?: OrderStatusGroup }
  | { type: 'deleteStatus'; status: OrderStatus }
  | { type: 'deleteGroup'; group: OrderStatusGroup; statusCount: number };

/** Which dialog is open. Edit dialogs start from a fresh read, so they never save over a newer version. */
export function useDialogs() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteGroup = useDeleteGroup();
  const [dialog, setDialog] = useState<DialogState | null>(null);

  async function openFresh<T>(load: () => Promise<T>, open: (value: T) => void) {
    try {
      open(await load());
    } catch (error) {
      notifyFailure(t('orderStatuses.notify.modalError'), error);
    }
  }

  const confirmEmptyGroupDelete = useConfirmDelete(deleteGroup, (group: OrderStatusGroup) => ({
    title: t('orderStatuses.deleteGroup.title', { name: group.name }),
    // The message is HTML: the user's group name is escaped before it goes in.
    message: t('orderStatuses.deleteGroup.emptyText', {
      name: group.name,
      interpolation: { escapeValue: true },
    }),
    confirmText: t('orderStatuses.deleteGroup.confirm'),
    variables: { id: group.id, targetGroupId: null },
    success: t('orderStatuses.notify.groupDeleted'),
    failure: t('orderStatuses.notify.groupDeleteError'),
  }));

  return {
    dialog,
    close: () => setDialog(null),
    addStatus: () => setDialog({ type: 'status' }),
    addGroup: () => setDialog({ type: 'group' }),
    editStatus: (status: OrderStatus) =>
      openFresh(
        () => queryClient.fetchQuery(statusQuery(status.id)),
        (fresh) => setDialog({ type: 'status', status: fresh }),
      ),
    editGroup: (group: OrderStatusGroup) =>
      openFresh(
        () => queryClient.fetchQuery(groupQuery(group.id)),
        (fresh) => setDialog({ type: 'group', group: fresh }),
      ),
    deleteStatus: (status: OrderStatus) => setDialog({ type: 'deleteStatus', status }),
    deleteGroup: (group: OrderStatusGroup, statusCount: number) =>
      statusCount === 0
        ? confirmEmptyGroupDelete(group)
        : setDialog({ type: 'deleteGroup', group, statusCount }),
  };
}
