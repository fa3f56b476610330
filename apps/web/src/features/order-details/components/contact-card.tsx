import { useTranslation } from '../../../lib/i18n';
import { contactCardForm } from '@zaplecze/contract/orders/order-cards';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdateContact } from '../api/update-contact';
import { contactValues, type ContactValues } from '../card-values';
import { useCardEditor } from '../use-card-editor';
import { CardTextField } from './card-fields';
import { DetailCard } from './detail-card';
import { InfoList } from './info-list';

/** 'Dane kontaktowe': e-mail, phone and the marketplace. */
export function ContactCard({
  order,
  canEdit,
  onReload,
}: {
  order: Order;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stored = contactValues(order);
  const mutation = useUpdateContact(order.id);
  const editor = useCardEditor<ContactValues>({
    card: 'contact',
    schema: contactCardForm,
    stored,
    mutate: (changes, callbacks) => mutation.mutate(changes, callbacks),
  });
  const label = (key: string) => t(`orderDetails.fields.${key}`);
  return (
    <DetailCard
      title={t('orderDetails.cards.contact')}
      editor={editor}
      canEdit={canEdit}
      onReload={onReload}
      testId="contact-card"
      view={
        <InfoList
          items={[
            { label: label('email'), value: stored.email, wide: true },
            { label: label('phoneNumber'), value: stored.phoneNumber },
            { label: label('marketplace'), value: stored.companyName },
          ]}
        />
      }
    >
      <CardTextField form={editor.form} name="email" label={label('email')} />
      <CardTextField form={editor.form} name="phoneNumber" label={label('phoneNumber')} />
      <CardTextField form={editor.form} name="companyName" label={label('marketplace')} />
    </DetailCard>
  );
}
