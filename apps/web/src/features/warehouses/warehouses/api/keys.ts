export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (search: string) => [...warehouseKeys.all, 'list', search] as const,
};
