import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { StatusCatalog } from '../../../components/order-status-options/use-status-options';
import { useChangeStatus } from '../api/change-status';
import { notifySuccess } from '../notify';
import { useOrderPage } from '../order-page-context';
import { StatusChangeDialog } from './status-change-dialog';

/**
 * The grouped status select of the header. Choosing a status only opens the confirmation; the
 * select keeps showing the stored status until it is confirmed, so cancelling reverts it.
 */
export function OrderStatusControl({ order, catalog }: { order: Order; catalog: StatusCatalog }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const change = useChangeStatus(order.id);
  const [chosen, setChosen] = useState<string | null>(null);

  const confirm = (comment: string) => {
    if (!chosen) return;
    setChosen(null);
    change.mutate(
      { statusId: chosen, comment },
      {
        onSuccess: (result) => notifySuccess(result.message),
        onError: (error) => page.reportError(t('orderDetails.status.failed'), error),
      },
    );
  };

  return (
    <>
      <Select
        size="sm"
        w={{ base: '100%', xs: 240 }}
        label={t('orderDetails.status.label')}
        placeholder={t('orderDetails.status.none')}
        data={catalog.options}
        value={order.statusId}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('orderDetails.fields.nothingFound')}
        disabled={!page.canEdit || catalog.isLoading}
        onChange={(value) => {
          if (value && value !== order.statusId) setChosen(value);
        }}
        data-testid="order-status-select"
      />
      {chosen && (
        <StatusChangeDialog
          orderNo={order.no}
          from={order.statusId ? catalog.byId.get(order.statusId) : undefined}
          to={catalog.byId.get(chosen)}
          onConfirm={confirm}
          onCancel={() => setChosen(null)}
        />
      )}
    </>
  );
}
