import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DpdConnection, DpdConnectionBody } from '@zaplecze/contract/dpd/dpd';
import { SecretField } from '../components/secret-field';
import { NoAccessState } from '../../../components/admin-page/no-access-state';
import { openConfirm } from '../../../components/confirm-modal';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import {
  useCheckDpdConnection,
  useDeleteDpdConnection,
  useDpdConnection,
  useSaveDpdConnection,
} from './api/dpd';
import '../translations';
import './translations';

type Form = Omit<DpdConnectionBody, 'fid' | 'masterFid'> & {
  fid: number | string;
  masterFid: number | string;
};

function formOf(connection: DpdConnection | null): Form {
  return {
    login: connection?.login ?? '',
    password: '',
    fid: connection?.fid ?? '',
    masterFid: connection && connection.masterFid !== connection.fid ? connection.masterFid : '',
    environment: connection?.environment ?? 'test',
    labelFormat: connection?.labelFormat ?? 'A4',
    senderName: connection?.senderName ?? '',
    senderCompany: connection?.senderCompany ?? '',
    senderAddress: connection?.senderAddress ?? '',
    senderCity: connection?.senderCity ?? '',
    senderPostalCode: connection?.senderPostalCode ?? '',
    senderPhone: connection?.senderPhone ?? '',
    senderEmail: connection?.senderEmail ?? '',
  };
}

/** /dashboard/integrations/settings/dpd: the account's DPD Polska connection (administrators). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('dpd.title')} · ${t('integrations.title')}`);
  const admin = usePermission('admin');
  const connection = useDpdConnection(admin);
  if (!admin) return <NoAccessState keyPrefix="integrations.noAccess" />;
  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to="/dashboard/integrations/available" size="sm">
        ← {t('dpd.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('dpd.title')}
      </Title>
      <Text c="gray.7">{t('dpd.intro')}</Text>
      <QueryState query={connection} errorMessage={t('dpd.loadError')}>
        {(data) => <ConnectionForm key={data.connection?.version ?? 0} connection={data.connection} />}
      </QueryState>
    </Stack>
  );
}

function ConnectionForm({ connection }: { connection: DpdConnection | null }) {
  const { t } = useTranslation();
  const save = useSaveDpdConnection();
  const check = useCheckDpdConnection();
  const remove = useDeleteDpdConnection();
  const [form, setForm] = useState<Form>(() => formOf(connection));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Form>(name: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const field = (name: keyof Form) => ({
    label: t(`dpd.${name}`),
    value: String(form[name] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value as never),
    error: errors[name],
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(form as DpdConnectionBody, {
      onSuccess: (answer) => notify('green', answer.message),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else notifyFailure(t('dpd.failed.save'), error);
      },
    });
  };

  const runCheck = () =>
    check.mutate(undefined, {
      onSuccess: (answer) => notify(answer.ok ? 'green' : 'red', answer.message),
      onError: (error) => notifyFailure(t('dpd.failed.check'), error),
    });

  const disconnect = () =>
    openConfirm({
      type: 'danger',
      title: t('dpd.disconnectTitle'),
      message: t('dpd.disconnectText'),
      confirmText: t('dpd.disconnect'),
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: (answer) => notify('green', answer.message),
          onError: (error) => notifyFailure(t('dpd.failed.disconnect'), error),
        }),
    });

  return (
    <form onSubmit={submit} noValidate data-testid="dpd-settings">
      <Stack gap="md">
        {!connection && (
          <Alert color="blue" variant="light">
            {t('dpd.notConnected')}
          </Alert>
        )}
        {connection && (
          <Alert
            color={connection.lastCheckOk === false ? 'red' : connection.lastCheckOk ? 'green' : 'gray'}
            variant="light"
            icon={connection.lastCheckOk === false ? <IconAlertTriangle /> : <IconCircleCheck />}
            data-testid="dpd-check-state"
          >
            {connection.lastCheckAt
              ? t('dpd.lastCheck', {
                  date: new Date(connection.lastCheckAt).toLocaleString('pl-PL'),
                  message: connection.lastCheckMessage ?? '',
                })
              : t('dpd.neverChecked')}
          </Alert>
        )}
        <Card withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('dpd.account')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('login')} required autoComplete="off" />
            <SecretField
              {...field('password')}
              onChange={(value) => set('password', value)}
              required={!connection}
              keepText={connection ? t('dpd.passwordKeep', { hint: connection.passwordHint }) : undefined}
            />
            <NumberInput
              label={t('dpd.fid')}
              required
              allowDecimal={false}
              allowNegative={false}
              value={form.fid}
              onChange={(value) => set('fid', value)}
              error={errors.fid}
            />
            <NumberInput
              label={t('dpd.masterFid')}
              description={t('dpd.masterFidHint')}
              allowDecimal={false}
              allowNegative={false}
              value={form.masterFid}
              onChange={(value) => set('masterFid', value)}
              error={errors.masterFid}
            />
            <Select
              label={t('dpd.environment')}
              data={(['test', 'production'] as const).map((value) => ({
                value,
                label: t(`dpd.environments.${value}`),
              }))}
              value={form.environment}
              onChange={(value) => value && set('environment', value as Form['environment'])}
              allowDeselect={false}
              error={errors.environment}
            />
            <Select
              label={t('dpd.labelFormat')}
              data={(['A4', 'LBL_PRINTER'] as const).map((value) => ({
                value,
                label: t(`dpd.labelFormats.${value}`),
              }))}
              value={form.labelFormat ?? 'A4'}
              onChange={(value) => value && set('labelFormat', value as Form['labelFormat'])}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            {t('dpd.sender')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...field('senderName')} required />
            <TextInput {...field('senderCompany')} />
            <TextInput {...field('senderAddress')} required />
            <TextInput {...field('senderPostalCode')} required placeholder="00-000" />
            <TextInput {...field('senderCity')} required />
            <TextInput {...field('senderPhone')} required />
            <TextInput {...field('senderEmail')} type="email" />
          </SimpleGrid>
        </Card>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('dpd.save')}
          </Button>
          {connection && (
            <>
              <Button variant="light" onClick={runCheck} loading={check.isPending}>
                {t('dpd.check')}
              </Button>
              <Button variant="subtle" color="red" onClick={disconnect} loading={remove.isPending}>
                {t('dpd.disconnect')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
