import { api } from '../../../lib/api-client';
import { importBase } from './keys';

export const cancelImport = (taskId: string) => api.post<void>(`${importBase}/tasks/${taskId}/cancel`);
