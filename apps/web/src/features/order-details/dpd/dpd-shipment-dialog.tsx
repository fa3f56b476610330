import { ActionIcon, Alert, Button, Fieldset, Group, Switch } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { dpdLimits, type DpdPackage } from '@zaplecze/contract/dpd/dpd';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import {
  DpdParcelFields,
  DpdServicesFields,
  dpdParcelBody,
  dpdServicesBody,
  emptyDpdParcel,
  emptyDpdServices,
  type DpdParcelForm,
} from '../../../components/dpd-form/dpd-form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateDpdShipment } from './api';
import './translations';

/** "Utwórz przesyłkę DPD": parcels, cash on delivery of what is left to pay, services, label format. */
export function DpdShipmentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDpdShipment(order.id);
  const remaining = remainingAmount(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount);
  const hasRemaining = Number(remaining) > 0;
  const [parcels, setParcels] = useState<DpdParcelForm[]>([{ ...emptyDpdParcel }]);
  const [cod, setCod] = useState(order.cashOnDelivery && hasRemaining);
  const [services, setServices] = useState(emptyDpdServices);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setParcel = (index: number, name: keyof DpdParcelForm, value: number | string) =>
    setParcels((current) =>
      current.map((parcel, at) => (at === index ? { ...parcel, [name]: value } : parcel)),
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    create.mutate(
      {
        parcels: parcels.map(dpdParcelBody),
        cod,
        ...dpdServicesBody(services),
      },
      {
        onSuccess: (answer) => {
          const { package: created } = answer as typeof answer & { package: DpdPackage };
          notify(created.labelFileId ? 'green' : 'orange', answer.message);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.fields);
            setFailure(error.message);
          } else setFailure(t('orderDpd.failed'));
        },
      },
    );
  };

  const fieldError = (index: number, name: string) => errors[`parcels.${index}.${name}`];

  return (
    <FormDialog
      title={t('orderDpd.dialogTitle')}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('orderDpd.submit')}
    >
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="dpd-shipment-error">
          {failure}
          {Object.entries(errors)
            .filter(([key]) => !key.startsWith('parcels.'))
            .map(([key, message]) => (
              <div key={key}>{message}</div>
            ))}
        </Alert>
      )}
      {parcels.map((parcel, index) => (
        <Fieldset key={index} legend={t('orderDpd.parcel', { number: index + 1 })} data-testid="dpd-parcel">
          <DpdParcelFields
            parcel={parcel}
            onChange={(name, value) => setParcel(index, name, value)}
            errorOf={(name) => fieldError(index, name)}
            autoFocus={index === 0}
          >
            {parcels.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('orderDpd.removeParcel', { number: index + 1 })}
                onClick={() => setParcels((current) => current.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </DpdParcelFields>
        </Fieldset>
      ))}
      {parcels.length < dpdLimits.parcels && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setParcels((current) => [...current, { ...emptyDpdParcel }])}
          >
            {t('orderDpd.addParcel')}
          </Button>
        </Group>
      )}
      <Switch
        label={
          hasRemaining
            ? t('orderDpd.cod', { amount: remaining.replace('.', ','), currency: order.currency })
            : t('orderDpd.codNone')
        }
        disabled={!hasRemaining}
        checked={cod}
        onChange={(event) => setCod(event.currentTarget.checked)}
        error={errors.cod}
      />
      <DpdServicesFields value={services} onChange={setServices} />
    </FormDialog>
  );
}
