import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client';
import { productsKeys } from './keys';

export interface Option {
  id: string;
  name: string;
}
export interface ListOptions {
  categories: Option[];
  producers: Option[];
  warehouses: Option[];
  priceLists: Option[];
}

const names = (body: { data?: Option[] } | Option[]) => (Array.isArray(body) ? body : (body.data ?? []));

/** The pickers of the filter panel: GET /api/products/options, or the dictionaries one by one. */
async function listOptions(signal: AbortSignal): Promise<ListOptions> {
  try {
    return await api.get<ListOptions>('/api/products/options', undefined, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
  }
  const [categories, producers, warehouses, priceLists] = await Promise.all(
    [
      ['/api/categories', { size: 100 }],
      ['/api/producers', { limit: 100 }],
      ['/api/warehouses', { limit: 100 }],
      ['/api/price-lists', { limit: 100 }],
    ].map(([path, query]) =>
      api
        .get<{ data?: Option[] }>(path as string, query as Record<string, number>, signal)
        .then(names)
        .catch(() => []),
    ),
  );
  return { categories: categories!, producers: producers!, warehouses: warehouses!, priceLists: priceLists! };
}

export function useListOptions(enabled: boolean) {
  return useQuery({
    queryKey: productsKeys.options(),
    queryFn: ({ signal }) => listOptions(signal),
    enabled,
    staleTime: 60_000,
  });
}
