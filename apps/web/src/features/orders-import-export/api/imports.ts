import { useQuery } from '@tanstack/react-query';
import type {
  OrderImportDryRunBody,
  OrderImportFormat,
  OrderImportList,
  OrderImportPreview,
  OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/authorized-fetch';

const base = '/api/orders/imports';

export const importKeys = {
  all: ['order-imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  run: (id: string) => [...importKeys.all, 'run', id] as const,
};

export const uploadOrderFile = (file: File, format: OrderImportFormat) =>
  uploadFile<OrderImportPreview>(`${base}/upload?format=${format}`, file);
export const fetchOrderUrl = (url: string, format: OrderImportFormat) =>
  api.post<OrderImportPreview>(`${base}/url`, { url, format });
export const dryRunOrders = (runId: string, body: OrderImportDryRunBody) =>
  api.post<OrderImportPreview>(`${base}/${runId}/dry-run`, body);
export const startOrderImport = (runId: string) => api.post<OrderImportRun>(`${base}/${runId}/start`);
export const rollbackOrderImport = (runId: string) => api.post<OrderImportRun>(`${base}/${runId}/rollback`);
export const downloadImportReport = (runId: string) =>
  downloadFile(`${base}/${runId}/report`, 'raport-importu-zamowien.csv');

const underWay = (status: OrderImportRun['status'] | undefined) =>
  status === 'queued' || status === 'running';

/** One run, polled while its job runs. */
export function useOrderImport(runId: string | null) {
  return useQuery({
    queryKey: importKeys.run(runId ?? ''),
    queryFn: ({ signal }) => api.get<OrderImportPreview>(`${base}/${runId}`, undefined, signal),
    enabled: !!runId,
    refetchInterval: (query) => (underWay(query.state.data?.run.status) ? 1000 : false),
  });
}

/** The log: the account's started imports, polled while one runs. */
export function useOrderImports() {
  return useQuery({
    queryKey: importKeys.list(),
    queryFn: ({ signal }) => api.get<OrderImportList>(base, undefined, signal),
    refetchInterval: (query) => (query.state.data?.data.some((run) => underWay(run.status)) ? 1000 : false),
  });
}
