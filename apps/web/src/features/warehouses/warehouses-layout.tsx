import { Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconMapPin,
  IconPackages,
  IconPercentage,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import './translations';

/** The sub-pages of /dashboard/magazine-configuration (spec 002 §2), in the spec's order. */
export const configurationTabs = [
  { value: 'magazyny', icon: IconBuildingWarehouse },
  { value: 'localization', icon: IconMapPin },
  { value: 'price-lists', icon: IconReceipt },
  { value: 'sets', icon: IconPackages },
  { value: 'vat', icon: IconPercentage },
] as const;

/** 'Konfiguracja magazynu': one page, a tab per sub-route. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = configurationTabs.find((tab) => pathname.endsWith(`/${tab.value}`))?.value ?? 'magazyny';
  return (
    <Stack gap="md" pb="5rem">
      <div>
        <Title order={1} size="h2">
          {t('magazineConfiguration.title')}
        </Title>
        <Text c="gray.7">{t('magazineConfiguration.subtitle')}</Text>
      </div>
      <Tabs
        value={current}
        onChange={(value) => value && void navigate(`/dashboard/magazine-configuration/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {configurationTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {t(`magazineConfiguration.tabs.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {configurationTabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.value === current && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
