import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconTruckDelivery, IconShoppingBag, IconWebhook, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { useApiKeys } from './api/api-keys';
import { useWebhooks } from './webhooks/api/webhooks';
import { useShopify } from './shopify/api/shopify';
import { useDpdConnection } from './dpd/api/dpd';
import './dpd/translations';
import './translations';

interface Tile {
  id: 'api' | 'webhooks' | 'shopify' | 'dpd';
  icon: Icon;
  state: string;
  color: string;
  to?: string;
  open?: string;
}

/** Integracje → Dostępne: every integration with its state; the ready ones link to their tab. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('integrations.tabs.available')} · ${t('integrations.title')}`);
  const keys = useApiKeys();
  const active = keys.data?.activeCount;
  const apiState = keys.isError
    ? t('integrations.catalogue.error')
    : active === undefined
      ? '…'
      : active === 0
        ? t('integrations.catalogue.api.none')
        : t('integrations.catalogue.api.state', { count: active });
  const webhooks = useWebhooks();
  const activeWebhooks = webhooks.data?.data.filter((subscription) => subscription.active).length;
  const webhooksState = webhooks.isError
    ? t('integrations.catalogue.error')
    : activeWebhooks === undefined
      ? '…'
      : activeWebhooks === 0
        ? t('integrations.catalogue.webhooks.state')
        : t('integrations.catalogue.webhooks.active', { count: activeWebhooks });
  const shopify = useShopify();
  const dpd = useDpdConnection();
  const dpdConnection = dpd.data?.connection;
  const dpdState = dpd.isError
    ? t('integrations.catalogue.error')
    : dpd.data === undefined
      ? '…'
      : !dpdConnection
        ? t('dpd.tile.none')
        : t(dpdConnection.environment === 'test' ? 'dpd.tile.test' : 'dpd.tile.connected');
  const tiles: Tile[] = [
    {
      id: 'api',
      icon: IconApi,
      state: apiState,
      color: active ? 'green' : 'gray',
      to: '/dashboard/integrations/api',
      open: t('integrations.catalogue.api.open'),
    },
    {
      id: 'webhooks',
      icon: IconWebhook,
      state: webhooksState,
      color: activeWebhooks ? 'green' : 'blue',
      to: '/dashboard/integrations/webhooks',
      open: t('integrations.catalogue.webhooks.open'),
    },
    {
      id: 'shopify',
      icon: IconShoppingBag,
      state: shopify.isError
        ? t('integrations.catalogue.error')
        : !shopify.data
          ? '…'
          : shopify.data.connection
            ? t('integrations.catalogue.shopify.connected', {
                shop: shopify.data.connection.shopName ?? shopify.data.connection.shopDomain,
              })
            : t('integrations.catalogue.shopify.none'),
      color: shopify.data?.connection?.active ? 'green' : 'blue',
      to: '/dashboard/integrations/settings/shopify',
      open: t(
        shopify.data?.connection
          ? 'integrations.catalogue.shopify.open'
          : 'integrations.catalogue.shopify.connect',
      ),
    },
    {
      id: 'dpd',
      icon: IconTruckDelivery,
      state: dpdState,
      color: dpdConnection ? 'green' : 'blue',
      to: '/dashboard/integrations/settings/dpd',
      open: t('dpd.tile.open'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {tiles.map((tile) => (
        <Card key={tile.id} withBorder radius="md" p="lg" data-testid={`integration-${tile.id}`}>
          <Stack gap="sm" h="100%">
            <Group justify="space-between" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <tile.icon size={22} />
              </ThemeIcon>
              <Badge
                color={tile.color}
                variant="light"
                aria-label={`${t('integrations.catalogue.stateLabel')}: ${tile.state}`}
              >
                {tile.state}
              </Badge>
            </Group>
            <Title order={2} size="h4">
              {t(`integrations.catalogue.${tile.id}.name`)}
            </Title>
            <Text size="sm" c="gray.7" style={{ flexGrow: 1 }}>
              {t(`integrations.catalogue.${tile.id}.text`)}
            </Text>
            {tile.to && (
              <Button component={Link} to={tile.to} variant="light">
                {tile.open}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
