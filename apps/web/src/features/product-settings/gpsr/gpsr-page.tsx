import { Anchor, Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { GpsrCompany, GpsrContact } from '@zaplecze/contract/gpsr/gpsr';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Column } from '../components/dictionary-table';
import { CompanyFormModal } from './company-form-modal';
import { ContactFormModal } from './contact-form-modal';
import { GpsrTab } from './gpsr-tab';
import '../translations';

const contactCell = (email: string, phone: string) => (
  <>
    {email ? (
      <Anchor href={`mailto:${email}`} size="sm">
        {email}
      </Anchor>
    ) : (
      <Text size="sm">—</Text>
    )}
    {phone && (
      <Text size="xs" c="gray.7">
        {phone}
      </Text>
    )}
  </>
);

/** 'Szablony GPSR' (spec 002 §2.6): a tab change starts the other list afresh (no search, page 1). */
export function Component() {
  const { t } = useTranslation();
  const texts = 'productSettings.gpsr';
  usePageTitle(t(`${texts}.title`));
  const [tab, setTab] = useState<'companies' | 'contacts'>('companies');
  const field = (name: string) => t(`productSettings.fields.${name}`);
  const companyColumns: Column<GpsrCompany>[] = [
    { key: 'name', label: field('name'), render: (row) => <Text fw={500}>{row.name}</Text> },
    {
      key: 'type',
      label: field('type'),
      render: (row) => <Badge variant="light">{t(`${texts}.types.${row.type}`)}</Badge>,
    },
    { key: 'nip', label: field('nip'), render: (row) => row.nip || '—' },
    {
      key: 'address',
      label: t(`${texts}.address`),
      render: (row) =>
        [
          row.street && `${row.street} ${row.buildingNumber}`.trim(),
          [row.zipCode, row.city].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', ') || '—',
    },
    {
      key: 'contact',
      label: t(`${texts}.contact`),
      render: (row) => contactCell(row.email, row.phoneNumber),
    },
  ];
  const contactColumns: Column<GpsrContact>[] = [
    {
      key: 'name',
      label: t(`${texts}.person`),
      render: (row) => <Text fw={500}>{`${row.firstName} ${row.lastName}`}</Text>,
    },
    { key: 'role', label: field('role'), render: (row) => row.role || '—' },
    {
      key: 'contact',
      label: t(`${texts}.contact`),
      render: (row) => contactCell(row.email, row.phoneNumber),
    },
    { key: 'country', label: field('countryCode'), render: (row) => row.countryCode },
  ];
  const notify = (key: string) => t(`${texts}.notify.${key}`);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t(`${texts}.title`)}
        </Title>
        <Text c="gray.7" size="sm">
          {t(`${texts}.subtitle`)}
        </Text>
      </div>
      <Tabs value={tab} onChange={(value) => value && setTab(value as typeof tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="companies">{t(`${texts}.companiesTab`)}</Tabs.Tab>
          <Tabs.Tab value="contacts">{t(`${texts}.contactsTab`)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="companies">
          <GpsrTab<GpsrCompany>
            kind="gpsrCompanies"
            columns={companyColumns}
            label={(row) => row.name}
            texts={{
              search: t(`${texts}.searchCompanies`),
              add: t(`${texts}.addCompany`),
              empty: t(`${texts}.emptyCompanies`),
              deleteTitle: t(`${texts}.deleteCompanyTitle`),
              loadError: notify('companiesLoadError'),
              deleted: notify('companyDeleted'),
              deleteError: notify('companyDeleteError'),
            }}
            renderForm={(company, onClose) => <CompanyFormModal company={company} onClose={onClose} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="contacts">
          <GpsrTab<GpsrContact>
            kind="gpsrContacts"
            columns={contactColumns}
            label={(row) => `${row.firstName} ${row.lastName}`}
            texts={{
              search: t(`${texts}.searchContacts`),
              add: t(`${texts}.addContact`),
              empty: t(`${texts}.emptyContacts`),
              deleteTitle: t(`${texts}.deleteContactTitle`),
              loadError: notify('contactsLoadError'),
              deleted: notify('contactDeleted'),
              deleteError: notify('contactDeleteError'),
            }}
            renderForm={(contact, onClose) => <ContactFormModal contact={contact} onClose={onClose} />}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
