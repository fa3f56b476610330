import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { QueryState } from '../../../components/query-state';
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
      <QueryState
        query={settings}
        loadingLabel={t('vat.loading')}
        errorMessage={(error) => loadErrorText(error, t('vat.loadError'))}
      >
        {(data) => (
          <>
            <PolishRatesCard settings={data} canEdit={canEdit} />
            <OssMappingCard settings={data} canEdit={canEdit} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
