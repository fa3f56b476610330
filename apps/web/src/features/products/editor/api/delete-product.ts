import { api } from '../../../../lib/api-client';

export const deleteProduct = (id: string) => api.delete<void>(`/api/products/${id}`);
