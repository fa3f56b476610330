import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageSizes } from '@zaplecze/contract/common/pagination';
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

const day = /^\d{4}-\d{2}-\d{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The log's tab, filters and page live in the URL, so a link or a reload shows the same page. */
export function useEventLogFilters() {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const filters: EventLogFilters = {
    kind: oneOf(eventLogKinds, params.get('kind')) || 'api_call',
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : 20,
    statusClass: oneOf(eventLogStatusClasses, params.get('statusClass')),
    method: oneOf(eventLogMethods, params.get('method')),
    path: params.get('path') ?? '',
    keyId: uuid.test(params.get('keyId') ?? '') ? params.get('keyId')! : '',
    eventType: params.get('eventType') ?? '',
    level: oneOf(eventLogLevels, params.get('level')),
    from: day.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: day.test(params.get('to') ?? '') ? params.get('to')! : '',
  };
  const update = useCallback(
    (patch: Partial<EventLogFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (patch.kind) {
            // Another tab: only the filters it shows carry over.
            for (const key of [...next.keys()])
              if (key !== 'limit' && !filtersOfKind[patch.kind].includes(key as keyof EventLogFilters))
                next.delete(key);
          }
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || value === null || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          if (next.get('kind') === 'api_call') next.delete('kind');
          // A new filter starts again at the first page.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
