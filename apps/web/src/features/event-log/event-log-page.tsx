import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { pageCount } from '@zaplecze/contract/common/pagination';
import {
  eventLogKindLabels,
  eventLogKinds,
  type EventLogEntry,
  type EventLogKind,
} from '@zaplecze/contract/event-log/event-log';
import { useClampPage } from '../../components/list-filters/use-clamp-page';
import { ListPager } from '../../components/pager/list-pager';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useEventLog, type EventLogQuery } from './api/get-event-log';
import { EntryDrawer } from './components/entry-drawer';
import { EventLogFilters } from './components/event-log-filters';
import { EventLogTable } from './components/event-log-table';
import { filtersOfKind, useEventLogFilters } from './use-event-log-filters';
import './translations';

/** /dashboard/logs: "Dziennik zdarzeń" (issue 23), administrators only; filtered and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('eventLog.title'));
  const { filters, update } = useEventLogFilters();
  const [opened, setOpened] = useState<EventLogEntry | null>(null);
  const shown = filtersOfKind[filters.kind];
  const value = <K extends keyof EventLogQuery>(key: K & keyof typeof filters) =>
    shown.includes(key) && filters[key] !== '' ? (filters[key] as EventLogQuery[K]) : undefined;
  const query: EventLogQuery = {
    kind: filters.kind,
    page: filters.page,
    limit: filters.limit,
    statusClass: value('statusClass'),
    method: value('method'),
    path: value('path'),
    keyId: value('keyId'),
    eventType: value('eventType'),
    level: value('level'),
    from: value('from'),
    to: value('to'),
  };
  const log = useEventLog(query);
  const filtered = shown.some((key) => filters[key] !== '');
  const lastPage =
    log.data && log.data.count > 0 && log.data.countExact ? pageCount(log.data.count, filters.limit) : null;

  useClampPage(lastPage, filters.page, update);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="event-log-title">
      <Stack gap="md">
        <div>
          <Title order={1} size="h3" id="event-log-title">
            {t('eventLog.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('eventLog.subtitle')}
          </Text>
        </div>
        <Tabs value={filters.kind} onChange={(kind) => kind && update({ kind: kind as EventLogKind })}>
          <Tabs.List aria-label={t('eventLog.tabs')}>
            {eventLogKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {eventLogKindLabels[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {eventLogKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              {kind === filters.kind && (
                <Stack gap="md">
                  <EventLogFilters key={filters.kind} filters={filters} onChange={update} />
                  <QueryState
                    query={log}
                    loadingLabel={t('eventLog.loading')}
                    errorTitle={t('eventLog.loadError')}
                    errorMessage={(error) =>
                      error instanceof ApiError ? error.message : t('eventLog.loadError')
                    }
                    empty={filtered ? t('eventLog.empty.filtered') : t(`eventLog.empty.${filters.kind}`)}
                  >
                    {(data) => (
                      <>
                        <EventLogTable kind={filters.kind} entries={data.data} onOpen={setOpened} />
                        <ListPager
                          id="event-log"
                          page={data.page}
                          limit={filters.limit}
                          count={data.count}
                          onPageChange={(page) => update({ page })}
                          onLimitChange={(limit) => update({ limit })}
                          texts={{
                            range: ({ from, to, count }) =>
                              data.countExact
                                ? t('eventLog.range', { from, to, count })
                                : t('eventLog.rangeMore', {
                                    from,
                                    to,
                                    count: (count - 1).toLocaleString('pl-PL'),
                                  }),
                          }}
                        />
                      </>
                    )}
                  </QueryState>
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <EntryDrawer
        entry={opened}
        onClose={() => setOpened(null)}
        onFilterKey={(keyId) => {
          setOpened(null);
          update({ kind: 'api_call', keyId });
        }}
      />
    </Card>
  );
}
