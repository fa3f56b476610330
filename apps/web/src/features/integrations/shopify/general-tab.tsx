import { Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ShopifyConnection } from '@zaplecze/contract/shopify/shopify';
import { DateField } from '../../../components/date-field';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { settingsOf } from './api/shopify';
import { Connected } from './connected';
import { SettingsForm } from './settings-form';
import './translations';

function GeneralForm({ connection }: { connection: ShopifyConnection }) {
  const { t } = useTranslation();
  const [name, setName] = useState(connection.name);
  const [active, setActive] = useState(connection.active);
  const [importFrom, setImportFrom] = useState(connection.importFrom ?? '');
  return (
    <SettingsForm
      gap="sm"
      maw={560}
      build={() => settingsOf(connection, { name, active, importFrom: importFrom || null })}
    >
      {(errors) => (
        <>
          <TextInput
            label={t('shopify.general.name')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <Switch
            label={t('shopify.general.active')}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <DateField
            label={t('shopify.general.importFrom')}
            description={t('shopify.general.importFromHint')}
            value={importFrom}
            onChange={setImportFrom}
            clearable
            error={errors.importFrom}
          />
        </>
      )}
    </SettingsForm>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.tabs.general')} · ${t('shopify.title')}`);
  return (
    <Connected>{(connection) => <GeneralForm key={connection.version} connection={connection} />}</Connected>
  );
}
