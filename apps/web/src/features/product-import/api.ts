import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportFormat,
  ImportMode,
  LogStatus,
  FieldErrorPolicy,
  MissingEntries,
  ProductIdentifier,
  SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import type {
  DryRunView,
  ImportTaskView,
  LogDetailsView,
  LogEntryView,
  RollbackView,
  ScheduleView,
  TemplateView,
} from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../lib/api-client';
import { downloadFile, uploadFile } from '../../lib/authorized-fetch';

const base = '/api/product-import';
export const importKeys = {
  templates: ['product-import', 'templates'] as const,
  schedules: (filters: object) => ['product-import', 'schedules', filters] as const,
  logs: (query: object) => ['product-import', 'logs', query] as const,
  log: (id: string) => ['product-import', 'log', id] as const,
  task: (id: string) => ['product-import', 'task', id] as const,
};

/**
 * The upload carries the choices made before it: the CSV ones, or a sheet / record path applied from a
 * template (otherwise they are chosen from what the file holds, after it).
 */
export const uploadImportFile = (file: File, format: ImportFormat, source: SourceOptions) => {
  const chosen =
    format === 'CSV'
      ? { encoding: source.encoding, delimiter: source.delimiter }
      : format === 'XLSX'
        ? { sheet: source.sheet }
        : { recordPath: source.recordPath };
  const query = new URLSearchParams({
    format,
    ...Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined)),
  });
  return uploadFile<ImportTaskView>(`${base}/upload?${query.toString()}`, file);
};
export const fetchImportUrl = (url: string, format: ImportFormat, sourceOptions: SourceOptions) =>
  api.post<ImportTaskView>(`${base}/url`, { url, format, sourceOptions });
/** Reads the task's file again with other choices: new header and preview. */
export const changeSourceOptions = (taskId: string, sourceOptions: SourceOptions) =>
  api.put<ImportTaskView>(`${base}/tasks/${taskId}/source`, sourceOptions);
export const confirmImportMapping = (
  taskId: string,
  body: {
    mapping: Record<string, string>;
    importMode: ImportMode;
    productIdentifier: ProductIdentifier;
    sourceOptions: SourceOptions;
    missingEntries: MissingEntries;
    fieldErrorPolicy: FieldErrorPolicy;
  },
) => api.post<DryRunView>(`${base}/tasks/${taskId}/confirm`, body);
export const startFinalImport = (taskId: string) =>
  api.post<{ taskId: string }>(`${base}/tasks/${taskId}/import`);
export const cancelImport = (taskId: string) => api.post<void>(`${base}/tasks/${taskId}/cancel`);
export const getImportTask = (taskId: string) => api.get<ImportTaskView>(`${base}/tasks/${taskId}`);

/** The task while the import runs: polled each second until it completes or fails. */
export function useImportTask(taskId: string | null, running: boolean) {
  return useQuery({
    queryKey: importKeys.task(taskId ?? ''),
    queryFn: () => getImportTask(taskId!),
    enabled: !!taskId && running,
    refetchInterval: (query) =>
      ['completed', 'failed'].includes(query.state.data?.stage ?? '') ? false : 1000,
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: importKeys.templates,
    queryFn: () => api.get<TemplateView[]>(`${base}/templates`),
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TemplateView, 'id' | 'integrationId' | 'created'>) =>
      api.post<TemplateView>(`${base}/templates`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.templates }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${base}/templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.templates }),
  });
}

export interface ScheduleFilters {
  type?: 'import' | 'export';
  status?: 'active' | 'inactive';
  dateFrom?: string;
  dateTo?: string;
}

export function useSchedules(filters: ScheduleFilters) {
  return useQuery({
    queryKey: importKeys.schedules(filters),
    queryFn: () => api.get<ScheduleView[]>(`${base}/schedules`, { ...filters }),
  });
}

export function useCreateSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => api.post<ScheduleView>(`${base}/schedules`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['product-import', 'schedules'] }),
  });
}

export function useScheduleChange() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['product-import', 'schedules'] });
  return {
    activate: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api.patch<ScheduleView>(`${base}/schedules/${id}`, { isActive }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${base}/schedules/${id}`),
      onSuccess: done,
    }),
  };
}

export function useLogs(query: { offset: number; limit: number; status?: LogStatus }) {
  return useQuery({
    queryKey: importKeys.logs(query),
    queryFn: () => api.get<{ items: LogEntryView[]; count: number }>(`${base}/logs`, query),
  });
}

export function useLogDetails(id: string | null) {
  return useQuery({
    queryKey: importKeys.log(id ?? ''),
    queryFn: () => api.get<LogDetailsView>(`${base}/logs/${id}`),
    enabled: !!id,
  });
}

export function useRollback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RollbackView>(`${base}/logs/${id}/rollback`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['product-import'] }),
  });
}

export const downloadRejectedRows = (id: string) =>
  downloadFile(`${base}/logs/${id}/rejected.csv`, 'odrzucone.csv');

/** Helper B's export job API (api-contract.md). */
export interface ExportJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
  fileName: string | null;
  error: string | null;
}
export const startExport = (body: { format: 'csv' | 'xlsx'; query: Record<string, string> }) =>
  api.post<{ jobId: string }>('/api/products/export', body);
export function useExportJob(jobId: string | null) {
  return useQuery({
    queryKey: ['products', 'export', jobId],
    queryFn: () => api.get<ExportJob>(`/api/products/export/${jobId}`),
    enabled: !!jobId,
    refetchInterval: (query) => (['done', 'failed'].includes(query.state.data?.status ?? '') ? false : 1000),
  });
}
export const downloadExport = (jobId: string, fileName: string) =>
  downloadFile(`/api/products/export/${jobId}/file`, fileName);
