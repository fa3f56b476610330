import { Radio, Group } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { billingCardForm, documentTypes } from '@zaplecze/contract/orders/order-cards';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdateBilling } from '../api/update-billing';
import { billingValues, type BillingValues } from '../card-values';
import { useCardEditor } from '../use-card-editor';
import { AddressFields } from './address-fields';
import { AddressView } from './address-view';
import { CardTextField } from './card-fields';
import { DetailCard } from './detail-card';

const required = ['street', 'buildingNumber', 'city', 'country'] as const;

/** 'Dane rozliczeniowe': receipt or invoice; the NIP is shown, required and validated only for an invoice. */
export function BillingCard({
  order,
  canEdit,
  onReload,
}: {
  order: Order;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stored = billingValues(order);
  const mutation = useUpdateBilling(order.id);
  const editor = useCardEditor<BillingValues>({
    card: 'billing',
    schema: billingCardForm,
    stored,
    mutate: (changes, callbacks) => mutation.mutate(changes, callbacks),
  });
  const invoice = editor.form.watch('documentType') === 'invoice';
  const documentLabel = t('orderDetails.fields.documentType');
  return (
    <DetailCard
      title={t('orderDetails.cards.billing')}
      editor={editor}
      canEdit={canEdit}
      onReload={onReload}
      testId="billing-card"
      view={
        <AddressView
          address={stored}
          extra={[
            { label: documentLabel, value: t(`orderDetails.payment.documentTypes.${stored.documentType}`) },
            ...(stored.documentType === 'invoice'
              ? [{ label: t('orderDetails.fields.nip'), value: stored.nip }]
              : []),
          ]}
        />
      }
    >
      <Controller
        control={editor.form.control}
        name="documentType"
        render={({ field }) => (
          <Radio.Group
            size="xs"
            label={documentLabel}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // The tax number belongs to an invoice only; a receipt clears it (spec 001 §4).
              if (value === 'receipt') editor.form.setValue('nip', '');
            }}
          >
            <Group gap="md" mt={4}>
              {documentTypes.map((type) => (
                <Radio key={type} value={type} label={t(`orderDetails.payment.documentTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {invoice && (
        <CardTextField form={editor.form} name="nip" label={t('orderDetails.fields.nip')} required />
      )}
      <AddressFields form={editor.form} required={required} />
    </DetailCard>
  );
}
