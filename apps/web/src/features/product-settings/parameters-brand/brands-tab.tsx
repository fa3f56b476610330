import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Brand } from '@zaplecze/contract/brands/brands';
import { DictionaryTab } from '../components/dictionary-tab';
import type { Column } from '../components/dictionary-table';
import { formatListDate } from '../components/format';
import { BrandFormModal } from './brand-form-modal';

export function BrandsTab() {
  const { t } = useTranslation();
  const field = (name: string) => t(`productSettings.fields.${name}`);
  const columns: Column<Brand>[] = [
    {
      key: 'name',
      label: field('name'),
      sortKey: 'name',
      render: (row) => (
        <>
          <Text fw={500}>{row.name}</Text>
          {row.description && (
            <Text size="xs" c="gray.7" lineClamp={1}>
              {row.description}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'website',
      label: field('website'),
      render: (row) =>
        row.website ? (
          <Anchor href={row.website} target="_blank" rel="noreferrer noopener" size="sm">
            {row.website.replace(/^https?:\/\//, '')}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { key: 'country', label: field('countryCode'), render: (row) => row.countryCode },
    {
      key: 'status',
      label: field('isActive'),
      render: (row) => (
        <Badge color={row.isActive ? 'green' : 'gray'} variant="light">
          {t(row.isActive ? 'productSettings.common.active' : 'productSettings.common.inactive')}
        </Badge>
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
    <DictionaryTab<Brand>
      kind="brands"
      columns={columns}
      defaultLimit={20}
      renderForm={(brand, onClose) => <BrandFormModal brand={brand} onClose={onClose} />}
    />
  );
}
