import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { freePlanId } from '@zaplecze/contract/plans/plans';
import { combineQueries, QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLicence } from './api/get-licence';
import { usePlans } from './api/get-plans';
import { CurrentPlanSummary } from './components/current-plan-summary';
import { HelpBox } from './components/help-box';
import { PlanCard } from './components/plan-card';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

/** /settings/plans 'Plan abonamentowy' (spec 000 §2.11). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('plans.title'));
  const session = useSession();
  const plans = usePlans();
  const licence = useLicence();
  const accountId = session.status === 'authenticated' ? session.user.accountId : null;
  const list = plans.data?.data ?? [];
  // The current plan is the one whose id equals the licence id; otherwise the free plan (spec 000 §3).
  const currentPlan = licence.data
    ? (list.find((plan) => plan.id === licence.data.id) ?? list.find((plan) => plan.id === freePlanId))
    : undefined;
  const retry = () => {
    if (plans.isError) void plans.refetch();
    if (licence.isError) void licence.refetch();
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('plans.title')}
        </Title>
        <Text c="gray.7">{t('plans.subtitle')}</Text>
      </div>
      <QueryState
        query={combineQueries(plans, licence)}
        errorMessage={(error) => (error instanceof ApiError ? error.message : t('plans.loadError'))}
        onRetry={retry}
        empty={t('plans.empty')}
        isEmpty={() => list.length === 0}
      >
        {([, current]) => (
          <>
            <CurrentPlanSummary licence={current} plan={currentPlan} />
            <SimpleGrid cols={{ base: 1, lg: 2, xl: 3 }} spacing="lg" data-testid="plan-grid">
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  isCurrent={plan.id === currentPlan?.id}
                  accountId={accountId}
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryState>
      <HelpBox />
    </Stack>
  );
}
