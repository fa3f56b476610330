import type { CreateProductBody, Product } from '@zaplecze/contract/products/products';
import { api } from '../../../../lib/api-client';

export const createProduct = (body: CreateProductBody) => api.post<Product>('/api/products', body);
