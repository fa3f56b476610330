import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { dpdGuarantees, dpdLimits, type DpdPackage } from '@zaplecze/contract/dpd/dpd';
import { remainingAmount } from '@zaplecze/contract/orders/order-money';
import type { Order } from '@zaplecze/contract/orders/orders';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateDpdShipment } from './api';
import './translations';

interface ParcelForm {
  weightKg: number | string;
  sizeXCm: number | string;
  sizeYCm: number | string;
  sizeZCm: number | string;
  content: string;
}

const emptyParcel: ParcelForm = { weightKg: '', sizeXCm: '', sizeYCm: '', sizeZCm: '', content: '' };
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** "Utwórz przesyłkę DPD": parcels, cash on delivery of what is left to pay, services, label format. */
export function DpdShipmentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDpdShipment(order.id);
  const remaining = remainingAmount(order.totalValueGrossPrice.amount, order.alreadyPaidPrice.amount);
  const hasRemaining = Number(remaining) > 0;
  const [parcels, setParcels] = useState<ParcelForm[]>([{ ...emptyParcel }]);
  const [cod, setCod] = useState(order.cashOnDelivery && hasRemaining);
  const [guarantee, setGuarantee] = useState<string | null>(null);
  const [services, setServices] = useState<string[]>([]);
  const [labelFormat, setLabelFormat] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const setParcel = (index: number, name: keyof ParcelForm, value: number | string) =>
    setParcels((current) =>
      current.map((parcel, at) => (at === index ? { ...parcel, [name]: value } : parcel)),
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    create.mutate(
      {
        parcels: parcels.map((parcel) => ({
          weightKg: Number(parcel.weightKg || 0),
          sizeXCm: numberOrNull(parcel.sizeXCm),
          sizeYCm: numberOrNull(parcel.sizeYCm),
          sizeZCm: numberOrNull(parcel.sizeZCm),
          content: parcel.content || null,
        })),
        cod,
        guarantee: guarantee as (typeof dpdGuarantees)[number] | null,
        rod: services.includes('rod'),
        inPers: services.includes('inPers'),
        privPers: services.includes('privPers'),
        labelFormat: labelFormat as 'A4' | 'LBL_PRINTER' | null,
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
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
            <NumberInput
              label={t('orderDpd.weight')}
              required
              decimalScale={2}
              min={0.01}
              max={dpdLimits.maxWeightKg}
              decimalSeparator=","
              value={parcel.weightKg}
              onChange={(value) => setParcel(index, 'weightKg', value)}
              error={fieldError(index, 'weightKg')}
              data-autofocus={index === 0 || undefined}
            />
            {(['sizeXCm', 'sizeYCm', 'sizeZCm'] as const).map((name) => (
              <NumberInput
                key={name}
                label={t(`orderDpd.${name.replace('Cm', '')}`)}
                allowDecimal={false}
                min={1}
                max={dpdLimits.maxSizeCm}
                value={parcel[name]}
                onChange={(value) => setParcel(index, name, value)}
                error={fieldError(index, name)}
              />
            ))}
            <Group gap={4} align="flex-end" wrap="nowrap">
              <TextInput
                label={t('orderDpd.content')}
                value={parcel.content}
                onChange={(event) => setParcel(index, 'content', event.currentTarget.value)}
                error={fieldError(index, 'content')}
                style={{ flexGrow: 1 }}
              />
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
            </Group>
          </SimpleGrid>
        </Fieldset>
      ))}
      {parcels.length < dpdLimits.parcels && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setParcels((current) => [...current, { ...emptyParcel }])}
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
      <Stack gap="xs">
        <Select
          label={t('orderDpd.guarantee')}
          placeholder={t('orderDpd.guaranteeNone')}
          clearable
          data={dpdGuarantees.map((value) => ({ value, label: t(`orderDpd.guarantees.${value}`) }))}
          value={guarantee}
          onChange={setGuarantee}
        />
        <Checkbox.Group label={t('orderDpd.services')} value={services} onChange={setServices}>
          <Group mt={4}>
            {(['rod', 'inPers', 'privPers'] as const).map((name) => (
              <Checkbox key={name} value={name} label={t(`orderDpd.${name}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('orderDpd.labelFormat')}
          placeholder={t('orderDpd.labelDefault')}
          clearable
          data={(['A4', 'LBL_PRINTER'] as const).map((value) => ({
            value,
            label: t(`orderDpd.labelFormats.${value}`),
          }))}
          value={labelFormat}
          onChange={setLabelFormat}
        />
      </Stack>
    </FormDialog>
  );
}
