import { Group, Radio, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { ShopifyConnection, ShopifyMatchBy } from '@zaplecze/contract/shopify/shopify';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { settingsOf, useShopifyChoices } from './api/shopify';
import { Connected } from './connected';
import { SettingsForm } from './settings-form';
import './translations';

function ProductsForm({ connection }: { connection: ShopifyConnection }) {
  const { t } = useTranslation();
  const choices = useShopifyChoices();
  const [matchBy, setMatchBy] = useState<ShopifyMatchBy>(connection.products.matchBy);
  const [priceListId, setPriceListId] = useState(connection.products.priceListId);
  const [warehouseId, setWarehouseId] = useState(connection.products.warehouseId);
  const options = (list: { id: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <SettingsForm
      gap="md"
      maw={560}
      build={() => settingsOf(connection, { products: { matchBy, priceListId, warehouseId } })}
    >
      {(errors) => (
        <>
          <Text size="sm" c="gray.7">
            {t('shopify.products.intro')}
          </Text>
          <Radio.Group
            label={t('shopify.products.matchBy')}
            value={matchBy}
            onChange={(value) => setMatchBy(value as ShopifyMatchBy)}
          >
            <Group mt="xs">
              <Radio value="sku" label={t('shopify.products.sku')} />
              <Radio value="barcode" label={t('shopify.products.barcode')} />
            </Group>
          </Radio.Group>
          <Select
            label={t('shopify.products.priceList')}
            placeholder={t('shopify.products.defaultChoice')}
            data={options(choices.data?.priceLists)}
            value={priceListId}
            onChange={setPriceListId}
            clearable
            error={errors['products.priceListId']}
          />
          <Select
            label={t('shopify.products.warehouse')}
            placeholder={t('shopify.products.defaultChoice')}
            data={options(choices.data?.warehouses)}
            value={warehouseId}
            onChange={setWarehouseId}
            clearable
            error={errors['products.warehouseId']}
          />
        </>
      )}
    </SettingsForm>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.tabs.products')} · ${t('shopify.title')}`);
  return (
    <Connected>{(connection) => <ProductsForm key={connection.version} connection={connection} />}</Connected>
  );
}
