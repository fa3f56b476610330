import { Fieldset, Select } from '@mantine/core';
import { useState } from 'react';
import { dpdBulkCodModes, type DpdBulkCodMode } from '@zaplecze/contract/dpd/dpd-bulk';
import {
  DpdParcelFields,
  DpdServicesFields,
  dpdParcelBody,
  dpdServicesBody,
  emptyDpdParcel,
  emptyDpdServices,
} from '../../../components/dpd-form/dpd-form-fields';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useStartDpdBulk } from '../api/dpd-bulk';
import { useCountText } from '../use-count-text';
import { BulkFormModal } from './bulk-form-modal';

interface Props {
  orderIds: string[];
  onClose: () => void;
  /** The run the server started; the list follows its progress. */
  onQueued: (run: { runId: string; total: number }) => void;
}

/** "Utwórz przesyłki DPD" for the ticked orders: one parcel for each, COD of what each has left, services. */
export function DpdBulkModal({ orderIds, onClose, onQueued }: Props) {
  const { t } = useTranslation();
  const { count: counted } = useCountText();
  const start = useStartDpdBulk();
  const [parcel, setParcel] = useState(emptyDpdParcel);
  const [codMode, setCodMode] = useState<DpdBulkCodMode>('cashOnDelivery');
  const [services, setServices] = useState(emptyDpdServices);
  const busy = start.isPending;
  const fields = start.error instanceof ApiError ? start.error.fields : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start.mutate(
      { orderIds, parcel: dpdParcelBody(parcel), codMode, ...dpdServicesBody(services) },
      { onSuccess: onQueued },
    );
  };

  return (
    <BulkFormModal
      opened
      title={t('orders.dpdBulk.title')}
      size={720}
      busy={busy}
      nothing={orderIds.length === 0}
      error={start.error}
      texts={{
        target: t('orders.dpdBulk.target', { orders: counted(orderIds.length, 'orders') }),
        progress: t('orders.dpdBulk.starting'),
        failed: t('orders.dpdBulk.failed'),
        submit: t('orders.dpdBulk.submit'),
        submitting: t('orders.dpdBulk.starting'),
      }}
      targetTestId="dpd-bulk-target"
      onSubmit={submit}
      onClose={() => !busy && onClose()}
    >
      <Fieldset legend={t('orders.dpdBulk.parcel')}>
        <DpdParcelFields
          parcel={parcel}
          onChange={(name, value) => setParcel((current) => ({ ...current, [name]: value }))}
          errorOf={(name) => fields[`parcel.${name}`]}
          autoFocus
        />
      </Fieldset>
      <Select
        label={t('orders.dpdBulk.cod')}
        data={dpdBulkCodModes.map((value) => ({ value, label: t(`orders.dpdBulk.codModes.${value}`) }))}
        value={codMode}
        onChange={(value) => value && setCodMode(value as DpdBulkCodMode)}
        allowDeselect={false}
      />
      <DpdServicesFields value={services} onChange={setServices} />
    </BulkFormModal>
  );
}
