import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { useVatSettings } from './api/vat-settings';
import { OssMappingCard } from './components/oss-mapping-card';
import { PolishRatesCard } from './components/polish-rates-card';
import './translations';

/** /dashboard/magazine-configuration/vat: VAT rates, netto/brutto and VAT OSS (spec 002 §2.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('vat.title'));
  const canEdit = usePermission('wms.edit');
  const settings = useVatSettings();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('vat.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('vat.subtitle')}
        </Text>
      </div>
      {settings.isPending ? (
        <LoadingState label={t('vat.loading')} />
      ) : settings.isError ? (
        <ErrorState
          message={loadErrorText(settings.error, t('vat.loadError'))}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <PolishRatesCard settings={settings.data} canEdit={canEdit} />
          <OssMappingCard settings={settings.data} canEdit={canEdit} />
        </>
      )}
    </Stack>
  );
}
