import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EventLogEntry, EventLogList, eventLogListQuery } from '@zaplecze/contract/event-log/event-log';
import { api } from '../../../lib/api-client';
import { keysetCursors } from '../../../lib/keyset-cursors';
import { eventLogKeys } from './keys';

export type EventLogQuery = Omit<z.output<typeof eventLogListQuery>, 'cursor'>;

function getEventLog(query: EventLogQuery, cursor: string | undefined, signal?: AbortSignal) {
  return api.get<EventLogList>('/api/event-log', cursor ? { ...query, cursor } : { ...query }, signal);
}

const pages = keysetCursors(({ page: _page, ...list }: EventLogQuery) => list, getEventLog);

export function eventLogQuery(query: EventLogQuery) {
  return queryOptions({
    queryKey: eventLogKeys.list(query),
    queryFn: ({ signal }) => pages.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEventLog(query: EventLogQuery) {
  return useQuery(eventLogQuery(query));
}

/** One entry for the details drawer; the list's row shows at once while it loads. */
export function useEventLogEntry(id: string | null, initial: EventLogEntry | undefined) {
  return useQuery({
    queryKey: eventLogKeys.entry(id ?? ''),
    queryFn: ({ signal }) => api.get<EventLogEntry>(`/api/event-log/${id}`, undefined, signal),
    enabled: id !== null,
    placeholderData: initial,
  });
}
