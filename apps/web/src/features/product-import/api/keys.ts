export const importBase = '/api/product-import';

/** One key factory for product import / export. */
export const importKeys = {
  all: ['product-import'] as const,
  templates: ['product-import', 'templates'] as const,
  allSchedules: ['product-import', 'schedules'] as const,
  schedules: (filters: object) => ['product-import', 'schedules', filters] as const,
  logs: (query: object) => ['product-import', 'logs', query] as const,
  log: (id: string) => ['product-import', 'log', id] as const,
  task: (id: string) => ['product-import', 'task', id] as const,
  /** The products list's export job (the same key as its own job card). */
  exportJob: (jobId: string | null) => ['products', 'export', jobId] as const,
};
