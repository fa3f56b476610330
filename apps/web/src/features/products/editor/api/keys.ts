export const productEditorKeys = {
  all: ['product-editor'] as const,
  product: (id: string) => [...productEditorKeys.all, 'product', id] as const,
  options: () => [...productEditorKeys.all, 'options'] as const,
  offered: (categoryId: string) => [...productEditorKeys.all, 'offered', categoryId] as const,
  history: (id: string, page: number, limit: number) =>
    [...productEditorKeys.all, 'history', id, page, limit] as const,
  skuGenerator: () => ['sku-generator'] as const,
};
