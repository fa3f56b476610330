import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Order } from '@zaplecze/contract/orders/orders';
import { usePermission } from '../../../lib/use-permission';
import { useChangeWarehouse, useOrderWarehouses } from '../api/catalog';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import '../stock-translations';

const none = 'none';

/**
 * The warehouse whose stock the order's catalogue lines take; changing it moves the reservations
 * (the server refuses with the product named when the new warehouse lacks stock). Shown to users
 * who may read warehouses.
 */
export function OrderWarehouseSelect({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const canSee = usePermission('wms.read');
  const warehouses = useOrderWarehouses(canSee);
  const change = useChangeWarehouse(order.id);
  if (!canSee || !warehouses.data) return null;
  return (
    <Select
      size="xs"
      w={180}
      aria-label={t('orderDetails.warehouse.label')}
      placeholder={t('orderDetails.warehouse.label')}
      data={[
        { value: none, label: t('orderDetails.warehouse.none') },
        ...warehouses.data.data.map((warehouse) => ({ value: warehouse.id, label: warehouse.name })),
      ]}
      value={order.warehouseId ?? none}
      allowDeselect={false}
      disabled={!page.canEdit || change.isPending}
      onChange={(value) => {
        const warehouseId = !value || value === none ? null : value;
        if (warehouseId === order.warehouseId) return;
        change.mutate(warehouseId, {
          onSuccess: (result) => notifySuccess(result.message),
          onError: (error) => page.reportError(t('orderDetails.warehouse.failed'), error),
        });
      }}
    />
  );
}
