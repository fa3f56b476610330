import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../lib/i18n';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  // Seven links wrap into four rows on a phone; a select takes one.
  const narrow = useMediaQuery('(max-width: 48em)');
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
      {narrow ? (
        <NativeSelect
          aria-label={t('productSettings.navLabel')}
          data={productSettingsSections.map((section) => ({
            value: section,
            label: t(`productSettings.sections.${section}`),
          }))}
          value={current ?? productSettingsSections[0]}
          onChange={(event) => void navigate(`/dashboard/product-settings/${event.currentTarget.value}`)}
        />
      ) : (
        <Group component="nav" aria-label={t('productSettings.navLabel')} gap={4}>
          {productSettingsSections.map((section) => (
            <Button
              key={section}
              component={Link}
              to={`/dashboard/product-settings/${section}`}
              size="compact-md"
              radius="xl"
              variant={section === current ? 'filled' : 'subtle'}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`productSettings.sections.${section}`)}
            </Button>
          ))}
        </Group>
      )}
      <Outlet />
    </Stack>
  );
}
