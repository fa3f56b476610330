import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useCompanySettings } from './api/get-company-settings';
import { useProfile } from './api/get-profile';
import { CompanyForm } from './components/company-form';
import { ProfileForm } from './components/profile-form';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** /settings/general: the company's invoice data and the user's own profile. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('settings.general.title'));
  const company = useCompanySettings();
  const profile = useProfile();
  const reloadCompany = () => void company.refetch();
  const reloadProfile = () => void profile.refetch();
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('settings.general.title')}
        </Title>
        <Text c="gray.7">{t('settings.general.subtitle')}</Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title={t('settings.company.title')} description={t('settings.company.description')}>
            <QueryState
              query={company}
              errorMessage={(error) => messageOf(error, t('settings.company.loadError'))}
              onRetry={reloadCompany}
            >
              {(data) => <CompanyForm key={data.version} data={data} onReload={reloadCompany} />}
            </QueryState>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Section title={t('settings.profile.title')} description={t('settings.profile.description')}>
            <QueryState
              query={profile}
              errorMessage={(error) => messageOf(error, t('settings.profile.loadError'))}
              onRetry={reloadProfile}
            >
              {(data) => <ProfileForm key={data.version} data={data} onReload={reloadProfile} />}
            </QueryState>
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
