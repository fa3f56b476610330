import { Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { BrandsTab } from './brands-tab';
import { ProducersTab } from './producers-tab';
import { SuppliersTab } from './suppliers-tab';
import '../translations';

/** A tab another feature contributes (parameters, parameter groups), composed by the route. */
export interface ExtraTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * 'Parametry produktu i producent/marka' (spec 002 §2.8): Producenci, Marki, Dostawcy, then any
 * `extraTabs`. The open tab is kept in `?tab=` so a link or a reload returns to it.
 */
export function ParametersBrandPage({ extraTabs = [] }: { extraTabs?: ExtraTab[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  usePageTitle(t('productSettings.parametersBrand.title'));
  const tabs: ExtraTab[] = [
    { value: 'producers', label: t('productSettings.producers.tab'), content: <ProducersTab /> },
    { value: 'brands', label: t('productSettings.brands.tab'), content: <BrandsTab /> },
    { value: 'suppliers', label: t('productSettings.suppliers.tab'), content: <SuppliersTab /> },
    ...extraTabs,
  ];
  const current = tabs.some((tab) => tab.value === params.get('tab')) ? params.get('tab')! : 'producers';
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('productSettings.parametersBrand.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('productSettings.parametersBrand.subtitle')}
        </Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
