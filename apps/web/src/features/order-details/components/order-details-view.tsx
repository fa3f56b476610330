import { Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { DatesLocale } from '../../../components/dates-locale';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@zaplecze/contract/orders/orders';
import { NewOrderDialog } from '../../../components/new-order-dialog/new-order-dialog';
import { useStatusOptions } from '../../../components/order-status-options/use-status-options';
import { notifyFailure } from '../../../lib/notify';
import { ordersListPath } from '../../../lib/orders-list-url';
import { usePermission } from '../../../lib/use-permission';
import { useDeleteOrder } from '../api/delete-order';
import { isVersionConflict } from '../api/order-mutation';
import { notifySuccess } from '../notify';
import { OrderPageContext, type OrderPageValue } from '../order-page-context';
import { useReloadOrder } from '../use-reload-order';
import { BillingCard } from './billing-card';
import { ConflictAlert } from '../../../components/conflict-alert';
import { orderConflictTexts } from './conflict-texts';
import { ContactCard } from './contact-card';
import { DeleteOrderDialog } from './delete-order-dialog';
import { DeliveryCard } from './delivery-card';
import { NotesCard } from './notes-card';
import { OrderHeader } from './order-header';
import { PaymentCard } from './payment-card';
import { PickupCard } from './pickup-card';
import { ProductsCard } from './products-card';
import { ReturnsCard } from './returns-card';
import { ShipmentsCard } from './shipments-card';
import { SyncLogCard } from './sync-log-card';
import { ScheduleCard } from './schedule-card';
import classes from '../order-details.module.css';

/** Cards another feature adds under the notes (the route composes them; features do not import each other). */
export type ExtraOrderCards = (
  order: Order,
  page: { canEdit: boolean; reload: () => Promise<unknown> },
) => ReactNode;

/** The loaded order: header, then products, notes and returns beside the detail cards. */
export function OrderDetailsView({ order, extraCards }: { order: Order; extraCards?: ExtraOrderCards }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canEdit = usePermission('oms.edit');
  const canDelete = usePermission('oms.delete');
  const reloadOrder = useReloadOrder(order.id);
  const catalog = useStatusOptions(t('orderDetails.status.ungrouped'));
  const remove = useDeleteOrder();
  const [conflict, setConflict] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const page = useMemo<OrderPageValue>(
    () => ({
      canEdit,
      canDelete,
      reload: async () => {
        await reloadOrder();
        setConflict(false);
      },
      reportError: (title, error) => {
        notifyFailure(title, error);
        if (isVersionConflict(error)) setConflict(true);
      },
    }),
    [canEdit, canDelete, reloadOrder],
  );

  const deleteOrder = () =>
    remove.mutate(order.id, {
      onSuccess: () => {
        setDeleting(false);
        notifySuccess(t('orderDetails.deleteDialog.done'));
        void navigate(ordersListPath(search));
      },
      onError: (error) => notifyFailure(t('orderDetails.deleteDialog.failed'), error),
    });

  const source = useMemo(
    () => ({ id: order.id, no: order.no, country: order.deliveryAddress?.country ?? null }),
    [order.id, order.no, order.deliveryAddress?.country],
  );
  const cardProps = { order, canEdit, onReload: page.reload };

  return (
    <OrderPageContext.Provider value={page}>
      <DatesLocale>
        <Stack gap="md" data-testid="order-details">
          <OrderHeader
            order={order}
            catalog={catalog}
            onNewOrder={() => setCreating(true)}
            onDelete={() => setDeleting(true)}
          />
          {conflict && <ConflictAlert texts={orderConflictTexts(t)} onReload={page.reload} />}
          <div className={classes.layout}>
            <Stack gap="md">
              <ReturnsCard order={order} />
              <ProductsCard order={order} />
              <ShipmentsCard order={order} />
              <NotesCard order={order} />
              {extraCards?.(order, page)}
              <SyncLogCard order={order} />
            </Stack>
            <Stack gap="md">
              <PaymentCard order={order} />
              <ContactCard {...cardProps} />
              <ScheduleCard {...cardProps} />
              <BillingCard {...cardProps} />
              <DeliveryCard {...cardProps} />
              <PickupCard {...cardProps} />
            </Stack>
          </div>
        </Stack>
        <NewOrderDialog opened={creating} onClose={() => setCreating(false)} source={source} />
        {deleting && (
          <DeleteOrderDialog
            orderNo={order.no}
            pending={remove.isPending}
            onConfirm={deleteOrder}
            onClose={() => setDeleting(false)}
          />
        )}
      </DatesLocale>
    </OrderPageContext.Provider>
  );
}
