import { Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  shopifyFinancialStatuses,
  shopifyFulfillmentStatuses,
  type ShopifyConnection,
  type ShopifyOrderSettings,
} from '@zaplecze/contract/shopify/shopify';
import { useStatuses } from '../../../components/order-status-options/get-statuses';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { settingsOf, useShopifyChoices } from './api/shopify';
import { Connected } from './connected';
import { SettingsForm } from './settings-form';
import './translations';

type StateMap = Record<string, string | undefined>;

function OrdersForm({ connection }: { connection: ShopifyConnection }) {
  const { t } = useTranslation();
  const statuses = useStatuses();
  const choices = useShopifyChoices();
  const [financial, setFinancial] = useState<StateMap>(connection.orders.financial);
  const [fulfillment, setFulfillment] = useState<StateMap>(connection.orders.fulfillment);
  const [cancelled, setCancelled] = useState(connection.orders.cancelledStatusId);
  const [warehouseId, setWarehouseId] = useState(connection.orders.warehouseId);
  const statusOptions = (statuses.data?.data ?? []).map((status) => ({
    value: status.id,
    label: status.internalName,
  }));
  const warehouseOptions = (choices.data?.warehouses ?? []).map((item) => ({
    value: item.id,
    label: item.name,
  }));
  const compact = (map: StateMap) =>
    Object.fromEntries(Object.entries(map).filter(([, value]) => Boolean(value))) as Record<string, string>;

  const build = () => {
    const orders: ShopifyOrderSettings = {
      financial: compact(financial),
      fulfillment: compact(fulfillment),
      cancelledStatusId: cancelled,
      warehouseId,
    };
    return settingsOf(connection, { orders });
  };
  const stateSelect = (
    group: 'financial' | 'fulfillment',
    state: string,
    map: StateMap,
    set: (next: StateMap) => void,
    errors: Record<string, string>,
  ) => (
    <Select
      key={state}
      label={t(`shopify.orders.states.${state}`)}
      placeholder={t('shopify.orders.none')}
      data={statusOptions}
      value={map[state] ?? null}
      onChange={(value) => set({ ...map, [state]: value ?? undefined })}
      clearable
      error={errors[`orders.${group}.${state}`]}
    />
  );
  return (
    <SettingsForm gap="md" build={build}>
      {(errors) => (
        <>
          <Text size="sm" c="gray.7" maw={760}>
            {t('shopify.orders.intro')}
          </Text>
          <Title order={2} size="h5">
            {t('shopify.orders.financial')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {shopifyFinancialStatuses.map((state) =>
              stateSelect('financial', state, financial, setFinancial, errors),
            )}
          </SimpleGrid>
          <Title order={2} size="h5">
            {t('shopify.orders.fulfillment')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {shopifyFulfillmentStatuses.map((state) =>
              stateSelect('fulfillment', state, fulfillment, setFulfillment, errors),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
            <Select
              label={t('shopify.orders.cancelled')}
              placeholder={t('shopify.orders.none')}
              data={statusOptions}
              value={cancelled}
              onChange={setCancelled}
              clearable
              error={errors['orders.cancelledStatusId']}
            />
            <Select
              label={t('shopify.orders.warehouse')}
              placeholder={t('shopify.orders.defaultWarehouse')}
              data={warehouseOptions}
              value={warehouseId}
              onChange={setWarehouseId}
              clearable
              error={errors['orders.warehouseId']}
            />
          </SimpleGrid>
        </>
      )}
    </SettingsForm>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('shopify.tabs.orders')} · ${t('shopify.title')}`);
  return (
    <Connected>{(connection) => <OrdersForm key={connection.version} connection={connection} />}</Connected>
  );
}
