import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  eventLogKinds,
  eventLogLevels,
  eventLogMethods,
  eventLogStatusClasses,
  type EventLogKind,
  type EventLogLevel,
  type EventLogMethod,
  type EventLogStatusClass,
} from '@zaplecze/contract/event-log/event-log';
import {
  dayParam,
  limitParam,
  oneOfParam,
  pageParam,
  withFilterPatch,
} from '../../components/list-filters/url-filters';

export interface EventLogFilters {
  kind: EventLogKind;
  page: number;
  limit: number;
  statusClass: EventLogStatusClass | '';
  method: EventLogMethod | '';
  path: string;
  keyId: string;
  eventType: string;
  level: EventLogLevel | '';
  from: string;
  to: string;
}

/** The filters a kind's tab shows; the others are dropped when the tab changes. */
export const filtersOfKind: Record<EventLogKind, readonly (keyof EventLogFilters)[]> = {
  api_call: ['statusClass', 'method', 'path', 'keyId', 'from', 'to'],
  webhook_delivery: ['statusClass', 'eventType', 'from', 'to'],
  integration: ['level', 'from', 'to'],
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The log's tab, filters and page live in the URL, so a link or a reload shows the same page. */
export function useEventLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters: EventLogFilters = {
    kind: oneOfParam(eventLogKinds, params.get('kind')) || 'api_call',
    page: pageParam(params),
    limit: limitParam(params, 20),
    statusClass: oneOfParam(eventLogStatusClasses, params.get('statusClass')),
    method: oneOfParam(eventLogMethods, params.get('method')),
    path: params.get('path') ?? '',
    keyId: uuid.test(params.get('keyId') ?? '') ? params.get('keyId')! : '',
    eventType: params.get('eventType') ?? '',
    level: oneOfParam(eventLogLevels, params.get('level')),
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
  };
  const update = useCallback(
    (patch: Partial<EventLogFilters>) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          if (patch.kind) {
            // Another tab: only the filters it shows carry over.
            for (const key of [...kept.keys()])
              if (key !== 'limit' && !filtersOfKind[patch.kind].includes(key as keyof EventLogFilters))
                kept.delete(key);
          }
          const next = withFilterPatch(kept, patch);
          if (next.get('kind') === 'api_call') next.delete('kind');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
