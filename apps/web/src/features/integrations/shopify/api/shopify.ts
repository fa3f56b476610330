import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShopifyCheckResponse,
  ShopifyConnectBody,
  ShopifyConnection,
  ShopifyConnectionResponse,
  ShopifySettingsBody,
  ShopifyPushes,
  ShopifySyncRun,
} from '@zaplecze/contract/shopify/shopify';
import { maxPriceLists } from '@zaplecze/contract/warehouses/price-lists';
import { maxWarehouses } from '@zaplecze/contract/warehouses/warehouses';
import { api } from '../../../../lib/api-client';

export const shopifyKeys = {
  all: ['shopify'] as const,
  connection: ['shopify', 'connection'] as const,
  runs: ['shopify', 'runs'] as const,
  pushes: ['shopify', 'pushes'] as const,
  choices: ['shopify', 'choices'] as const,
};

export function useShopify() {
  return useQuery({
    queryKey: shopifyKeys.connection,
    queryFn: ({ signal }) =>
      api.get<ShopifyConnectionResponse>('/api/integrations/shopify', undefined, signal),
  });
}

/** While a run is queued or running the list asks again every 2 s, so the tab follows it. */
export function useShopifyRuns() {
  return useQuery({
    queryKey: shopifyKeys.runs,
    queryFn: ({ signal }) =>
      api.get<{ data: ShopifySyncRun[] }>('/api/integrations/shopify/runs', undefined, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => run.status === 'queued' || run.status === 'running')
        ? 2000
        : false,
  });
}

/** "Wysyłka stanów i cen": asked again every 5 s while products wait to go out. */
export function useShopifyPushes() {
  return useQuery({
    queryKey: shopifyKeys.pushes,
    queryFn: ({ signal }) => api.get<ShopifyPushes>('/api/integrations/shopify/pushes', undefined, signal),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 5000 : false),
  });
}

interface Named {
  id: string;
  name: string;
}

/** The warehouses and price lists the settings choose from. */
export function useShopifyChoices() {
  return useQuery({
    queryKey: shopifyKeys.choices,
    queryFn: async ({ signal }) => {
      const [warehouses, priceLists] = await Promise.all([
        api.get<{ data: Named[] }>('/api/warehouses', { limit: maxWarehouses }, signal),
        api.get<{ data: Named[] }>('/api/price-lists', { limit: maxPriceLists }, signal),
      ]);
      return { warehouses: warehouses.data, priceLists: priceLists.data };
    },
    staleTime: 60_000,
  });
}

function useShopifyMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopifyKeys.all }),
  });
}

export const useConnectShopify = () =>
  useShopifyMutation((body: ShopifyConnectBody) =>
    api.put<ShopifyConnection>('/api/integrations/shopify', body),
  );

export const useSaveShopifySettings = () =>
  useShopifyMutation((body: ShopifySettingsBody) =>
    api.put<ShopifyConnection>('/api/integrations/shopify/settings', body),
  );

export const useDisconnectShopify = () =>
  useShopifyMutation(() => api.delete<{ message: string }>('/api/integrations/shopify'));

export const useCheckShopify = () =>
  useShopifyMutation(() => api.post<ShopifyCheckResponse>('/api/integrations/shopify/check', {}));

export const useSyncShopify = () =>
  useShopifyMutation(() => api.post<{ message: string }>('/api/integrations/shopify/sync', {}));

/** The settings body of a connection with some parts replaced (each tab saves its own part). */
export function settingsOf(
  connection: ShopifyConnection,
  change: Partial<ShopifySettingsBody>,
): ShopifySettingsBody {
  return {
    name: connection.name,
    active: connection.active,
    importFrom: connection.importFrom,
    orders: connection.orders,
    products: connection.products,
    version: connection.version,
    ...change,
  };
}
