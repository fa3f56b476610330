import { useMutation } from '@tanstack/react-query';
import type { AuditQuery } from './get-audit-log';
import { authorizedFetch, saveBlob } from '../../../lib/authorized-fetch';

function exportUrl(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && key !== 'limit' && value !== undefined && value !== '')
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `/api/audit/export?${text}` : '/api/audit/export';
}

function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? 'historia-zmian.csv';
}

/**
 * The CSV of the current filter. A link cannot carry the bearer token, so the file is fetched
 * as a blob and handed to the browser to save.
 */
export async function exportAuditLog(query: AuditQuery): Promise<{ blob: Blob; fileName: string }> {
  const response = await authorizedFetch(exportUrl(query));
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: exportAuditLog,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
