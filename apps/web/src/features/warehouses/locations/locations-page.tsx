import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCategory, IconMapPin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { LocationsTab } from './components/locations-tab';
import { TypesTab } from './components/types-tab';
import './translations';

type Tab = 'types' | 'locations';

/** /dashboard/magazine-configuration/localization: location types and locations (spec 002 §2.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('localization.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'types' ? 'types' : 'locations';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="localization-title"
      maw={1400}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="localization-title">
            {t('localization.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('localization.subtitle')}
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'types' ? { tab: 'types' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="types" leftSection={<IconCategory size={16} aria-hidden />}>
              {t('localization.tabs.types')}
            </Tabs.Tab>
            <Tabs.Tab value="locations" leftSection={<IconMapPin size={16} aria-hidden />}>
              {t('localization.tabs.locations')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="types" pt="md">
            <TypesTab />
          </Tabs.Panel>
          <Tabs.Panel value="locations" pt="md">
            <LocationsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
