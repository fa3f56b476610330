import { useTranslation } from '../../../lib/i18n';
import { pickupCardForm } from '@zaplecze/contract/orders/order-cards';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdatePickupPoint } from '../api/update-pickup-point';
import { pickupValues, type PickupValues } from '../card-values';
import { useCardEditor } from '../use-card-editor';
import { AddressFields } from './address-fields';
import { AddressView } from './address-view';
import { DetailCard } from './detail-card';

/** 'Punkt odbioru': the point's name and id and its address. */
export function PickupCard({
  order,
  canEdit,
  onReload,
}: {
  order: Order;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stored = pickupValues(order);
  const mutation = useUpdatePickupPoint(order.id);
  const editor = useCardEditor<PickupValues>({
    card: 'pickup',
    schema: pickupCardForm,
    stored,
    mutate: (changes, callbacks) => mutation.mutate(changes, callbacks),
  });
  return (
    <DetailCard
      title={t('orderDetails.cards.pickup')}
      editor={editor}
      canEdit={canEdit}
      onReload={onReload}
      testId="pickup-card"
      view={<AddressView address={stored} pickup />}
    >
      <AddressFields form={editor.form} required={['country']} pickup />
    </DetailCard>
  );
}
