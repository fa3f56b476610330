/** Query keys of the event-log feature. */
export const eventLogKeys = {
  all: ['event-log'] as const,
  list: (query: object) => [...eventLogKeys.all, 'list', query] as const,
  entry: (id: string) => [...eventLogKeys.all, 'entry', id] as const,
};
