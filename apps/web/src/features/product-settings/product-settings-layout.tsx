import { ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import './translations';

/** The sub-pages of /dashboard/product-settings (spec 000 §2.1), in the route table's order. */
export const productSettingsSections = [
  'main-category',
  'auto-categories',
  'suppliers',
  'parameters-brand',
  'gpsr-templates',
  'custom-fields',
  'sku-generator',
] as const;

/** 'Ustawienia produktów': a tab per sub-page, the sub-page below it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = productSettingsSections.find((section) =>
    pathname.includes(`/product-settings/${section}`),
  );
  return (
    <Stack gap="md" pb="5rem">
      <div>
        <Title order={1} size="h2">
          {t('productSettings.title')}
        </Title>
        <Text c="gray.7">{t('productSettings.subtitle')}</Text>
      </div>
      <Tabs
        value={current ?? null}
        onChange={(value) => value && void navigate(`/dashboard/product-settings/${value}`)}
        variant="pills"
      >
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List aria-label={t('productSettings.navLabel')} style={{ flexWrap: 'nowrap' }}>
            {productSettingsSections.map((section) => (
              <Tabs.Tab key={section} value={section}>
                {t(`productSettings.sections.${section}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
