import { useMutation } from '@tanstack/react-query';
import type { ImportFormat, SourceOptions } from '@zaplecze/contract/product-import/product-import';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { uploadFile } from '../../../lib/authorized-fetch';
import { importBase } from './keys';

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
  return uploadFile<ImportTaskView>(`${importBase}/upload?${query.toString()}`, file);
};

/** A new task from an uploaded file; the wizard holds it (nothing cached to invalidate). */
export function useUploadImportFile() {
  return useMutation({
    mutationFn: ({ file, format, source }: { file: File; format: ImportFormat; source: SourceOptions }) =>
      uploadImportFile(file, format, source),
  });
}
