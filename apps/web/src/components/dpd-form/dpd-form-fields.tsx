import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { dpdGuarantees, dpdLabelFormats, dpdLimits } from '@zaplecze/contract/dpd/dpd';
import { useTranslation } from '../../lib/i18n';
import './translations';

/** One parcel as the DPD forms edit it (numbers as typed: '' while empty). */
export interface DpdParcelForm {
  weightKg: number | string;
  sizeXCm: number | string;
  sizeYCm: number | string;
  sizeZCm: number | string;
  content: string;
}

export const emptyDpdParcel: DpdParcelForm = {
  weightKg: '',
  sizeXCm: '',
  sizeYCm: '',
  sizeZCm: '',
  content: '',
};

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The parcel as the API takes it. */
export const dpdParcelBody = (parcel: DpdParcelForm) => ({
  weightKg: Number(parcel.weightKg || 0),
  sizeXCm: numberOrNull(parcel.sizeXCm),
  sizeYCm: numberOrNull(parcel.sizeYCm),
  sizeZCm: numberOrNull(parcel.sizeZCm),
  content: parcel.content || null,
});

/** Weight, the three sizes and the content of one parcel; `children` go beside the content (a remove button). */
export function DpdParcelFields({
  parcel,
  onChange,
  errorOf,
  autoFocus,
  children,
}: {
  parcel: DpdParcelForm;
  onChange: (name: keyof DpdParcelForm, value: number | string) => void;
  errorOf: (name: keyof DpdParcelForm) => string | undefined;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
      <NumberInput
        label={t('dpdForm.weight')}
        required
        decimalScale={2}
        min={0.01}
        max={dpdLimits.maxWeightKg}
        decimalSeparator=","
        value={parcel.weightKg}
        onChange={(value) => onChange('weightKg', value)}
        error={errorOf('weightKg')}
        data-autofocus={autoFocus || undefined}
      />
      {(['sizeXCm', 'sizeYCm', 'sizeZCm'] as const).map((name) => (
        <NumberInput
          key={name}
          label={t(`dpdForm.${name.replace('Cm', '')}`)}
          allowDecimal={false}
          min={1}
          max={dpdLimits.maxSizeCm}
          value={parcel[name]}
          onChange={(value) => onChange(name, value)}
          error={errorOf(name)}
        />
      ))}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <TextInput
          label={t('dpdForm.content')}
          value={parcel.content}
          onChange={(event) => onChange('content', event.currentTarget.value)}
          error={errorOf('content')}
          style={{ flexGrow: 1 }}
        />
        {children}
      </Group>
    </SimpleGrid>
  );
}

export interface DpdServicesForm {
  guarantee: string | null;
  services: string[];
  labelFormat: string | null;
}

export const emptyDpdServices: DpdServicesForm = { guarantee: null, services: [], labelFormat: null };

/** The services as the API takes them. */
export const dpdServicesBody = (form: DpdServicesForm) => ({
  guarantee: form.guarantee as (typeof dpdGuarantees)[number] | null,
  rod: form.services.includes('rod'),
  inPers: form.services.includes('inPers'),
  privPers: form.services.includes('privPers'),
  labelFormat: form.labelFormat as (typeof dpdLabelFormats)[number] | null,
});

/** Delivery guarantee, the extra services and the label format (empty: as the connection says). */
export function DpdServicesFields({
  value,
  onChange,
}: {
  value: DpdServicesForm;
  onChange: (value: DpdServicesForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Select
        label={t('dpdForm.guarantee')}
        placeholder={t('dpdForm.guaranteeNone')}
        clearable
        data={dpdGuarantees.map((item) => ({ value: item, label: t(`dpdForm.guarantees.${item}`) }))}
        value={value.guarantee}
        onChange={(guarantee) => onChange({ ...value, guarantee })}
      />
      <Checkbox.Group
        label={t('dpdForm.services')}
        value={value.services}
        onChange={(services) => onChange({ ...value, services })}
      >
        <Group mt={4}>
          {(['rod', 'inPers', 'privPers'] as const).map((name) => (
            <Checkbox key={name} value={name} label={t(`dpdForm.${name}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Select
        label={t('dpdForm.labelFormat')}
        placeholder={t('dpdForm.labelDefault')}
        clearable
        data={dpdLabelFormats.map((item) => ({ value: item, label: t(`dpdForm.labelFormats.${item}`) }))}
        value={value.labelFormat}
        onChange={(labelFormat) => onChange({ ...value, labelFormat })}
      />
    </Stack>
  );
}
