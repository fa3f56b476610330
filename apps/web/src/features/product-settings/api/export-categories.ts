import { useMutation } from '@tanstack/react-query';
import { categoryExportFileName } from '@zaplecze/contract/categories/categories';
import { api } from '../../../lib/api-client';

/**
 * The CSV of the categories matching the list's search and sort. A link cannot carry the bearer
 * token, so the text is fetched and handed to the browser as a file; the byte-order mark that
 * decoding dropped is put back for Polish Excel.
 */
export async function exportCategories(params: { search: string; sort: string }): Promise<Blob> {
  const text = await api.get<string>('/api/Product/categories/export', params);
  return new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' });
}

function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export function useExportCategories() {
  return useMutation({
    mutationFn: exportCategories,
    onSuccess: (blob) => saveBlob(blob, categoryExportFileName),
  });
}
