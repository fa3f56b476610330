import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { TFunction } from '../../../lib/i18n';
import type { Supplier } from '@zaplecze/contract/suppliers/suppliers';
import type { Column } from '../components/dictionary-table';
import { formatListDate } from '../components/format';

const formatNip = (nip: string) =>
  /^\d{10}$/.test(nip) ? nip.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3-$4') : nip;

/** Dostawca, dane rejestrowe, lokalizacja, kontakt, data utworzenia (spec 002 §2.9). */
export function supplierColumns(t: TFunction): Column<Supplier>[] {
  const columns = 'productSettings.suppliersPage.columns';
  return [
    {
      key: 'name',
      label: t(`${columns}.supplier`),
      sortKey: 'name',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500}>{row.name}</Text>
          {!row.isActive && (
            <Badge color="gray" variant="light" size="sm">
              {t('productSettings.common.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'registration',
      label: t(`${columns}.registration`),
      render: (row) => (
        <>
          <Text size="sm">{row.nip ? `NIP ${formatNip(row.nip)}` : '—'}</Text>
          {row.krs && (
            <Text size="xs" c="gray.7">
              KRS {row.krs}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'location',
      label: t(`${columns}.location`),
      render: (row) => {
        const street = [row.street, [row.buildingNumber, row.flatNumber].filter(Boolean).join('/')]
          .filter(Boolean)
          .join(' ');
        return (
          <>
            <Text size="sm">{[row.zipCode, row.city].filter(Boolean).join(' ') || '—'}</Text>
            {street && (
              <Text size="xs" c="gray.7">
                {street}
              </Text>
            )}
          </>
        );
      },
    },
    {
      key: 'contact',
      label: t(`${columns}.contact`),
      render: (row) => (
        <>
          {row.email ? (
            <Anchor href={`mailto:${row.email}`} size="sm">
              {row.email}
            </Anchor>
          ) : (
            <Text size="sm">—</Text>
          )}
          {row.phoneNumber && (
            <Text size="xs" c="gray.7">
              {row.phoneNumber}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'created',
      label: t(`${columns}.created`),
      sortKey: 'created',
      render: (row) => formatListDate(row.created),
    },
  ];
}
