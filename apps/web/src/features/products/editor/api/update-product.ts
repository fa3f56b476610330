import type { Product, UpdateProductBody } from '@zaplecze/contract/products/products';
import { api } from '../../../../lib/api-client';

export const updateProduct = (id: string, body: UpdateProductBody) =>
  api.put<Product>(`/api/products/${id}`, body);
