import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@zaplecze/contract/audit';
import type { OfferedParameters } from '@zaplecze/contract/product-core';
import type { CreateProductBody, Product, UpdateProductBody } from '@zaplecze/contract/products';
import type { SkuSettings } from '@zaplecze/contract/sku-generator';
import { api } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/authorized-fetch';
import type { ProductEditorOptions } from './types';

export const productEditorKeys = {
  all: ['product-editor'] as const,
  product: (id: string) => [...productEditorKeys.all, 'product', id] as const,
  options: () => [...productEditorKeys.all, 'options'] as const,
  offered: (categoryId: string) => [...productEditorKeys.all, 'offered', categoryId] as const,
  history: (id: string, page: number, limit: number) =>
    [...productEditorKeys.all, 'history', id, page, limit] as const,
};

/** Never refetched behind the user's back: a silent refetch would move the version under the form. */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productEditorKeys.product(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${id}`, undefined, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 2,
  });
}

export function useProduct(id: string | null) {
  return useQuery({ ...productQuery(id ?? ''), enabled: id !== null });
}

export function useEditorOptions() {
  return useQuery({
    queryKey: productEditorKeys.options(),
    queryFn: ({ signal }) => api.get<ProductEditorOptions>('/api/products/options', undefined, signal),
    staleTime: 60_000,
  });
}

/** The parameters offered first to a product of the category (none without a category). */
export function useOfferedParameters(categoryId: string | null) {
  return useQuery({
    queryKey: productEditorKeys.offered(categoryId ?? ''),
    queryFn: ({ signal }) =>
      api.get<OfferedParameters>('/api/products/offered-parameters', { categoryId: categoryId! }, signal),
    enabled: categoryId !== null && categoryId !== '',
    staleTime: 60_000,
  });
}

/** The SKU pattern, for the 'Generuj' button; read with PIM read permission. */
export function useSkuGenerator() {
  return useQuery({
    queryKey: ['sku-generator'],
    queryFn: () => api.get<SkuSettings>('/api/sku-generator'),
    staleTime: 60_000,
  });
}

export function useProductHistory(id: string, page: number, limit: number) {
  return useQuery({
    queryKey: productEditorKeys.history(id, page, limit),
    queryFn: ({ signal }) => api.get<AuditList>(`/api/products/${id}/history`, { page, limit }, signal),
  });
}

export const productRequests = {
  create: (body: CreateProductBody) => api.post<Product>('/api/products', body),
  update: (id: string, body: UpdateProductBody) => api.put<Product>(`/api/products/${id}`, body),
  remove: (id: string) => api.delete<void>(`/api/products/${id}`),
  copy: (id: string) => api.post<Product>(`/api/products/${id}/copy`),
  uploadPicture: (file: File) =>
    uploadFile<{ url: string; description: string }>('/api/products/pictures', file),
  downloadPdf: (product: Pick<Product, 'id' | 'sku'>) =>
    downloadFile(`/api/products/${product.id}/pdf`, `produkt-${product.sku}.pdf`),
  downloadCsv: (product: Pick<Product, 'id' | 'sku'>) =>
    downloadFile(`/api/products/${product.id}/csv`, `produkt-${product.sku}.csv`),
};
