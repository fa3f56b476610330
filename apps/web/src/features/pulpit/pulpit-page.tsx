import '@mantine/charts/styles.css';
import { Alert, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { pulpitPeriods, type PulpitPeriod } from '@zaplecze/contract/pulpit/pulpit';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/page-states';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { usePulpit } from './api/get-pulpit';
import { type PulpitSelection } from './api/keys';
import { AttentionList } from './components/attention-list';
import { FigureTiles } from './components/figure-tiles';
import { PeriodPicker } from './components/period-picker';
import { SalesChart } from './components/sales-chart';
import { ShortcutsCard } from './components/shortcuts-card';
import { SourceChart } from './components/source-chart';
import { StatusChart } from './components/status-chart';
import { TopProducts } from './components/top-products';
import { formatDay } from './format';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The period lives in the URL (`okres`, `od`, `do`) so a view can be shared and reloaded. */
function usePeriodParams(): [PulpitSelection, (value: PulpitSelection) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get('okres') as PulpitPeriod | null;
  const date = (key: string) => {
    const value = params.get(key);
    return value && datePattern.test(value) ? value : undefined;
  };
  const selection: PulpitSelection = {
    period: period && pulpitPeriods.includes(period) ? period : 'today',
    from: date('od'),
    to: date('do'),
  };
  const update = (value: PulpitSelection) => {
    const next = new URLSearchParams();
    if (value.period !== 'today') next.set('okres', value.period);
    if (value.period === 'custom') {
      if (value.from) next.set('od', value.from);
      if (value.to) next.set('do', value.to);
    }
    setParams(next, { replace: true });
  };
  return [selection, update];
}

function rangeText(from: string, to: string) {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.summary'));
  const session = useSession();
  const name = session.status === 'authenticated' ? session.user.displayName || session.user.username : '';
  const [selection, setSelection] = usePeriodParams();
  const pulpit = usePulpit(selection);
  const data = pulpit.data;
  const loading = pulpit.isPending;
  const noOrders = data !== undefined && data.orders === null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('summary.welcome', { name })}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {data
              ? `${rangeText(data.range.from, data.range.to)} · w porównaniu z ${rangeText(data.previous.from, data.previous.to)}`
              : t('summary.intro')}
          </Text>
        </div>
        <PeriodPicker value={selection} onChange={setSelection} />
      </Group>
      {pulpit.isError && <ErrorState message={pulpit.error.message} onRetry={() => void pulpit.refetch()} />}
      {noOrders ? (
        <Alert color="gray" title="Zamówienia">
          Liczby i wykresy zamówień widzą osoby z uprawnieniem do odczytu zamówień (OMS).
        </Alert>
      ) : (
        !pulpit.isError && <FigureTiles data={data} loading={loading} />
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {!noOrders && <SalesChart data={data} loading={loading} />}
            {!noOrders && (
              <Grid gutter="lg">
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <StatusChart data={data} loading={loading} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <SourceChart data={data} loading={loading} />
                </Grid.Col>
              </Grid>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AttentionList data={data} loading={loading} />
        </Grid.Col>
        {!noOrders && (
          <>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TopProducts data={data} loading={loading} by="quantity" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TopProducts data={data} loading={loading} by="value" />
            </Grid.Col>
          </>
        )}
      </Grid>
      <ShortcutsCard />
    </Stack>
  );
}
