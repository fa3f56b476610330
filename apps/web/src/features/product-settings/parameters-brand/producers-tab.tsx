import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Producer } from '@zaplecze/contract/producers/producers';
import { DictionaryTab } from '../components/dictionary-tab';
import type { Column } from '../components/dictionary-table';
import { formatListDate } from '../components/format';
import { ProducerFormModal } from './producer-form-modal';

export function ProducersTab() {
  const { t } = useTranslation();
  const field = (name: string) => t(`productSettings.fields.${name}`);
  const columns: Column<Producer>[] = [
    { key: 'name', label: field('name'), sortKey: 'name', render: (row) => <Text fw={500}>{row.name}</Text> },
    {
      key: 'address',
      label: t('productSettings.gpsr.address'),
      render: (row) => `${row.street}, ${row.postalCode} ${row.city} (${row.countryCode})`,
    },
    {
      key: 'contact',
      label: t('productSettings.gpsr.contact'),
      render: (row) => (
        <>
          <Anchor href={`mailto:${row.email}`} size="sm">
            {row.email}
          </Anchor>
          <Text size="xs" c="gray.7">
            {row.phoneNumber}
          </Text>
        </>
      ),
    },
    {
      key: 'created',
      label: field('created'),
      sortKey: 'created',
      render: (row) => formatListDate(row.created),
    },
  ];
  return (
    <DictionaryTab<Producer>
      kind="producers"
      columns={columns}
      defaultLimit={20}
      renderForm={(producer, onClose) => <ProducerFormModal producer={producer} onClose={onClose} />}
    />
  );
}
