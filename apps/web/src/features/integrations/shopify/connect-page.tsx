import {
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconPlugConnected, IconRefresh, IconSettings, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ShopifyConnection } from '@zaplecze/contract/shopify/shopify';
import { NoAccessState } from '../../../components/admin-page/no-access-state';
import { openConfirm } from '../../../components/confirm-modal';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { SecretField } from '../components/secret-field';
import { useCheckShopify, useConnectShopify, useDisconnectShopify, useShopify } from './api/shopify';
import '../translations';
import './translations';

function ConnectForm({ connection }: { connection: ShopifyConnection | null }) {
  const { t } = useTranslation();
  const connect = useConnectShopify();
  const [shopDomain, setShopDomain] = useState(connection?.shopDomain ?? '');
  const [accessToken, setAccessToken] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    connect.mutate(
      { shopDomain, accessToken, webhookSecret },
      {
        onSuccess: (saved) => {
          setAccessToken('');
          setWebhookSecret('');
          notify(
            'green',
            t('shopify.connect.checked', { shop: saved.shopName ?? '', currency: saved.shopCurrency ?? '' }),
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
          else notifyFailure(t('shopify.connect.failed'), error);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('shopify.connect.heading')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('shopify.connect.howTo')}
        </Text>
        <TextInput
          label={t('shopify.connect.shopDomain')}
          placeholder={t('shopify.connect.shopDomainHint')}
          required
          value={shopDomain}
          onChange={(event) => setShopDomain(event.currentTarget.value)}
          error={errors.shopDomain}
        />
        <SecretField
          label={t('shopify.connect.accessToken')}
          required={!connection}
          keepText={
            connection ? t('shopify.connect.accessTokenKeep', { hint: connection.tokenHint }) : undefined
          }
          value={accessToken}
          onChange={setAccessToken}
          error={errors.accessToken}
        />
        <SecretField
          label={t('shopify.connect.webhookSecret')}
          keepText={
            connection?.webhookSecretHint
              ? t('shopify.connect.webhookSecretKeep', { hint: connection.webhookSecretHint })
              : undefined
          }
          value={webhookSecret}
          onChange={setWebhookSecret}
          error={errors.webhookSecret}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={connect.isPending}
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {t(connection ? 'shopify.connect.save' : 'shopify.connect.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ConnectionCard({ connection, apiVersion }: { connection: ShopifyConnection; apiVersion: string }) {
  const { t } = useTranslation();
  const check = useCheckShopify();
  const disconnect = useDisconnectShopify();
  const webhookUrl = `${window.location.origin}${connection.webhookPath}`;
  const askDisconnect = () =>
    openConfirm({
      type: 'danger',
      title: t('shopify.connect.confirmTitle'),
      message: t('shopify.connect.confirmMessage'),
      confirmText: t('shopify.connect.confirmButton'),
      onConfirm: () =>
        disconnect.mutate(undefined, {
          onSuccess: (result) => notify('green', result.message),
          onError: (error) => notifyFailure(t('shopify.connect.failed'), error),
        }),
    });
  return (
    <Card withBorder radius="md" p="lg" data-testid="shopify-connection">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          <Title order={2} size="h4">
            {t('shopify.connect.connected')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">
            {t('shopify.connect.shop')}: <b>{connection.shopName ?? connection.shopDomain}</b> (
            {connection.shopDomain})
          </Text>
          <Text size="sm">
            {t('shopify.connect.currency')}: <b>{connection.shopCurrency ?? '—'}</b>
          </Text>
          <Text size="sm">
            {t('shopify.connect.token')}: <Code>{connection.tokenHint}</Code>
          </Text>
          <Text size="sm">
            {t('shopify.connect.secret')}:{' '}
            <Code>{connection.webhookSecretHint ?? t('shopify.connect.none')}</Code>
          </Text>
          <Text size="sm">
            {t('shopify.connect.apiVersion')}: <Code>{apiVersion}</Code>
          </Text>
        </SimpleGrid>
        <Text size="sm" c="gray.7">
          {t('shopify.connect.webhooksHowTo')}
        </Text>
        <Text size="sm">
          {t('shopify.connect.webhookUrl')}: <Code style={{ wordBreak: 'break-all' }}>{webhookUrl}</Code>
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={check.isPending}
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: (result) =>
                  notify(
                    'green',
                    t('shopify.connect.checked', { shop: result.shopName, currency: result.currency }),
                  ),
                onError: (error) => notifyFailure(t('shopify.connect.failed'), error),
              })
            }
          >
            {t('shopify.connect.check')}
          </Button>
          <Button
            component={Link}
            to="/dashboard/integrations/edit/shopify/general"
            variant="light"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('shopify.connect.settings')}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={askDisconnect}
          >
            {t('shopify.connect.disconnect')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /dashboard/integrations/settings/shopify: connect the shop, check it, see where webhooks go. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.title')} · ${t('integrations.title')}`);
  const admin = usePermission('admin');
  const shopify = useShopify();
  if (!admin) return <NoAccessState keyPrefix="shopify.noAccess" />;
  return (
    <Stack gap="md" pb="5rem" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t('shopify.title')}
        </Title>
        <Text c="gray.7">{t('shopify.subtitle')}</Text>
      </div>
      <QueryState query={shopify} errorMessage={t('shopify.loadError')} isEmpty={() => false}>
        {(data) => (
          <Stack gap="md">
            {data.connection ? (
              <ConnectionCard connection={data.connection} apiVersion={data.apiVersion} />
            ) : (
              <Alert color="blue">{t('shopify.notConnected')}</Alert>
            )}
            <ConnectForm key={data.connection?.version ?? 'new'} connection={data.connection} />
            <Anchor component={Link} to="/dashboard/integrations/available" size="sm">
              {t('integrations.tabs.available')}
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
