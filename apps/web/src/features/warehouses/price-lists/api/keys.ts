export const priceListKeys = {
  all: ['price-lists'] as const,
  list: (search: string) => [...priceListKeys.all, 'list', search] as const,
};
