import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ShopifyConnection } from '@zaplecze/contract/shopify/shopify';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { settingsOf, useSaveShopifySettings } from './api/shopify';
import { Connected } from './connected';
import './translations';

function GeneralForm({ connection }: { connection: ShopifyConnection }) {
  const { t } = useTranslation();
  const save = useSaveShopifySettings();
  const [name, setName] = useState(connection.name);
  const [active, setActive] = useState(connection.active);
  const [importFrom, setImportFrom] = useState(connection.importFrom ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(settingsOf(connection, { name, active, importFrom: importFrom || null }), {
      onSuccess: () => notify('green', t('shopify.saved')),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        notifyFailure(t('shopify.saveFailed'), error);
      },
    });
  };
  return (
    <Stack component="form" onSubmit={submit} gap="sm" maw={560}>
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
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('shopify.save')}
        </Button>
      </Group>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.tabs.general')} · ${t('shopify.title')}`);
  return (
    <Connected>{(connection) => <GeneralForm key={connection.version} connection={connection} />}</Connected>
  );
}
