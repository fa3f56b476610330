import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/page-states';
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
  let content;
  if (settings.isPending) content = <LoadingState label={t('skuGenerator.loading')} />;
  else if (settings.isError)
    content = (
      <ErrorState
        title={t('skuGenerator.loadError')}
        message={settings.error instanceof ApiError ? settings.error.message : String(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  else content = <SkuForm key={settings.data.version ?? 0} settings={settings.data} />;
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
