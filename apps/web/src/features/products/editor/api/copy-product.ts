import type { Product } from '@zaplecze/contract/products/products';
import { api } from '../../../../lib/api-client';

export const copyProduct = (id: string) => api.post<Product>(`/api/products/${id}/copy`);
