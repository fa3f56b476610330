import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useSkuSettings } from './api/sku-settings';
import { SkuForm } from './components/sku-form';
import './translations';

/** /dashboard/product-settings/sku-generator: the account's SKU pattern with a live preview. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('skuGenerator.title'));
  const settings = useSkuSettings();
  const content = (
    <QueryState
      query={settings}
      loadingLabel={t('skuGenerator.loading')}
      errorTitle={t('skuGenerator.loadError')}
      errorMessage={(error) => (error instanceof ApiError ? error.message : String(error))}
    >
      {(data) => <SkuForm key={data.version ?? 0} settings={data} />}
    </QueryState>
  );
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          {t('skuGenerator.title')}
        </Title>
        <Text c="gray.7">{t('skuGenerator.subtitle')}</Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        {content}
      </Paper>
    </Stack>
  );
}
