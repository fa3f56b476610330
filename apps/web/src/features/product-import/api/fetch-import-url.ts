import { useMutation } from '@tanstack/react-query';
import type { ImportFormat, SourceOptions } from '@zaplecze/contract/product-import/product-import';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase } from './keys';

export const fetchImportUrl = (url: string, format: ImportFormat, sourceOptions: SourceOptions) =>
  api.post<ImportTaskView>(`${importBase}/url`, { url, format, sourceOptions });

/** A new task from a URL; the wizard holds it (nothing cached to invalidate). */
export function useFetchImportUrl() {
  return useMutation({
    mutationFn: ({
      url,
      format,
      sourceOptions,
    }: {
      url: string;
      format: ImportFormat;
      sourceOptions: SourceOptions;
    }) => fetchImportUrl(url, format, sourceOptions),
  });
}
