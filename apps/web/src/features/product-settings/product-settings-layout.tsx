import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
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
      <Group component="nav" aria-label={t('productSettings.navLabel')} gap={6}>
        {productSettingsSections.map((section) => (
          <Button
            key={section}
            component={Link}
            to={`/dashboard/product-settings/${section}`}
            size="sm"
            radius="xl"
            variant={section === current ? 'filled' : 'subtle'}
            aria-current={section === current ? 'page' : undefined}
          >
            {t(`productSettings.sections.${section}`)}
          </Button>
        ))}
      </Group>
      <Outlet />
    </Stack>
  );
}
