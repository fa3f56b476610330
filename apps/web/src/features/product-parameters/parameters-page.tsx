import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { ParameterGroupsTab } from './parameter-groups-tab';
import { ParametersTab } from './parameters-tab';
import './translations';

/**
 * /dashboard/product-settings/parameters: the two parameter views on their own, until the
 * 'Parametry produktu i producent/marka' page takes them as its extra tabs.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('productParameters.pageTitle'));
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          {t('productParameters.pageTitle')}
        </Title>
        <Text c="gray.7">{t('productParameters.pageSubtitle')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Tabs defaultValue="parameters" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="parameters">{t('productParameters.tabs.parameters')}</Tabs.Tab>
            <Tabs.Tab value="groups">{t('productParameters.tabs.groups')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="parameters">
            <ParametersTab />
          </Tabs.Panel>
          <Tabs.Panel value="groups">
            <ParameterGroupsTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
