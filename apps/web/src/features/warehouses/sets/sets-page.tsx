import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { QueryState } from '../../../components/query-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { useSetsSettings } from './api/sets-settings';
import { SetsForm } from './sets-form';
import './translations';

/** /dashboard/magazine-configuration/sets: where bundles are broken down (spec 002 §2.5, §4). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('sets.title'));
  const canEdit = usePermission('wms.edit');
  const settings = useSetsSettings();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('sets.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('sets.subtitle')}
        </Text>
      </div>
      <QueryState
        query={settings}
        loadingLabel={t('sets.loading')}
        errorMessage={(error) => loadErrorText(error, t('sets.loadError'))}
      >
        {(data) => <SetsForm settings={data} canEdit={canEdit} />}
      </QueryState>
    </Stack>
  );
}
