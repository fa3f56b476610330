import { useQuery } from '@tanstack/react-query';
import type {
  OrderImportSchedule,
  OrderImportScheduleBody,
  OrderImportTemplate,
  OrderImportTemplateBody,
} from '@zaplecze/contract/orders/order-import-templates';
import { api } from '../../../lib/api-client';

const templates = '/api/orders/import-templates';
const schedules = '/api/orders/import-schedules';

export const libraryKeys = {
  templates: ['order-import-templates'] as const,
  schedules: ['order-import-schedules'] as const,
};

export function useOrderImportTemplates() {
  return useQuery({
    queryKey: libraryKeys.templates,
    queryFn: ({ signal }) => api.get<{ data: OrderImportTemplate[] }>(templates, undefined, signal),
  });
}
export const saveOrderImportTemplate = (body: OrderImportTemplateBody) =>
  api.post<OrderImportTemplate>(templates, body);
export const renameOrderImportTemplate = (id: string, name: string) =>
  api.patch<OrderImportTemplate>(`${templates}/${id}`, { name });
export const deleteOrderImportTemplate = (id: string) => api.delete<null>(`${templates}/${id}`);

export function useOrderImportSchedules() {
  return useQuery({
    queryKey: libraryKeys.schedules,
    queryFn: ({ signal }) => api.get<{ data: OrderImportSchedule[] }>(schedules, undefined, signal),
  });
}
export const createOrderImportSchedule = (body: OrderImportScheduleBody) =>
  api.post<OrderImportSchedule>(schedules, body);
export const setOrderImportScheduleActive = (id: string, isActive: boolean) =>
  api.patch<OrderImportSchedule>(`${schedules}/${id}`, { isActive });
export const deleteOrderImportSchedule = (id: string) => api.delete<null>(`${schedules}/${id}`);
