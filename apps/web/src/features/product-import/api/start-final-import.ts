import { api } from '../../../lib/api-client';
import { importBase } from './keys';

export const startFinalImport = (taskId: string) =>
  api.post<{ taskId: string }>(`${importBase}/tasks/${taskId}/import`);
