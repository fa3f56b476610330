import { useMutation } from '@tanstack/react-query';
import type {
  FieldErrorPolicy,
  ImportMode,
  MissingEntries,
  ProductIdentifier,
  SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import type { DryRunView } from '@zaplecze/contract/product-import/product-import-api';
import { api } from '../../../lib/api-client';
import { importBase } from './keys';

export interface ConfirmMappingBody {
  mapping: Record<string, string>;
  importMode: ImportMode;
  productIdentifier: ProductIdentifier;
  sourceOptions: SourceOptions;
  missingEntries: MissingEntries;
  fieldErrorPolicy: FieldErrorPolicy;
}

export const confirmImportMapping = (taskId: string, body: ConfirmMappingBody) =>
  api.post<DryRunView>(`${importBase}/tasks/${taskId}/confirm`, body);

/** The dry run: nothing is written, so nothing cached is stale. */
export function useConfirmImportMapping() {
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: string; body: ConfirmMappingBody }) =>
      confirmImportMapping(taskId, body),
  });
}
