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
) => api.post<DryRunView>(`${importBase}/tasks/${taskId}/confirm`, body);
