import { api } from '../../../lib/api-client';

export const startExport = (body: { format: 'csv' | 'xlsx'; query: Record<string, string> }) =>
  api.post<{ jobId: string }>('/api/products/export', body);
