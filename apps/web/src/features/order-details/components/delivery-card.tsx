import { useTranslation } from '../../../lib/i18n';
import { deliveryCardForm } from '@zaplecze/contract/orders/order-cards';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdateDeliveryAddress } from '../api/update-delivery-address';
import { deliveryValues, type DeliveryValues } from '../card-values';
import { useCardEditor } from '../use-card-editor';
import { AddressFields } from './address-fields';
import { AddressView } from './address-view';
import { DetailCard } from './detail-card';

/** 'Adres dostawy'. */
export function DeliveryCard({
  order,
  canEdit,
  onReload,
}: {
  order: Order;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stored = deliveryValues(order);
  const mutation = useUpdateDeliveryAddress(order.id);
  const editor = useCardEditor<DeliveryValues>({
    card: 'delivery',
    schema: deliveryCardForm,
    stored,
    mutate: (changes, callbacks) => mutation.mutate(changes, callbacks),
  });
  return (
    <DetailCard
      title={t('orderDetails.cards.delivery')}
      editor={editor}
      canEdit={canEdit}
      onReload={onReload}
      testId="delivery-card"
      view={<AddressView address={stored} />}
    >
      <AddressFields form={editor.form} required={['country']} />
    </DetailCard>
  );
}
