export const importBase = '/api/product-import';

/**
 * One key factory for product import / export. Mutations invalidate what they change: templates,
 * schedules (`allSchedules`), the logs (`allLogs`: a run, an export or a rollback adds or changes an
 * entry) and the running task.
 */
export const importKeys = {
  all: ['product-import'] as const,
  templates: ['product-import', 'templates'] as const,
  allSchedules: ['product-import', 'schedules'] as const,
  schedules: (filters: object) => [...importKeys.allSchedules, filters] as const,
  allLogs: ['product-import', 'logs'] as const,
  logs: (query: object) => [...importKeys.allLogs, query] as const,
  log: (id: string) => ['product-import', 'log', id] as const,
  task: (id: string) => ['product-import', 'task', id] as const,
  /** The products list's export job (the same key as its own job card). */
  exportJob: (jobId: string | null) => ['products', 'export', jobId] as const,
};
