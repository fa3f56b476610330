import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShopifyConnection } from '@zaplecze/contract/shopify/shopify';
import { QueryState } from '../../../components/query-state';
import { useTranslation } from '../../../lib/i18n';
import { useShopify } from './api/shopify';

/** A settings tab's body once the connection is loaded; without one, the way to connect. */
export function Connected({ children }: { children: (connection: ShopifyConnection) => ReactNode }) {
  const { t } = useTranslation();
  const shopify = useShopify();
  return (
    <QueryState query={shopify} errorMessage={t('shopify.loadError')} isEmpty={() => false}>
      {(data) =>
        data.connection ? (
          children(data.connection)
        ) : (
          <Stack gap="sm" align="flex-start">
            <Alert color="blue">{t('shopify.notConnected')}</Alert>
            <Button component={Link} to="/dashboard/integrations/settings/shopify">
              {t('shopify.goConnect')}
            </Button>
          </Stack>
        )
      }
    </QueryState>
  );
}
