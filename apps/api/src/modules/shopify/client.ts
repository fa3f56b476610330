import { createAdminApiClient } from '@shopify/admin-api-client';
import {
  ordersPageSize,
  ordersQuery,
  shopifyApiVersion,
  shopQuery,
  type ShopifyOrdersPage,
  type ShopifyShop,
} from './contract/operations';

/** How a request to Shopify failed: the connector tells the user which of these it was. */
export type ShopifyErrorKind = 'auth' | 'network' | 'throttled' | 'cost' | 'graphql';

export class ShopifyApiError extends Error {
  constructor(
    readonly kind: ShopifyErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ShopifyApiError';
  }
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface CostExtension {
  requestedQueryCost?: number;
  actualQueryCost?: number | null;
  throttleStatus?: ThrottleStatus;
}

export interface ShopifyClientOptions {
  shopDomain: string;
  accessToken: string;
  /**
   * Test-only: requests go to this origin instead of https://<shop> (SHOPIFY_API_BASE_URL, refused
   * in production; the loopback contract server in tests).
   */
  baseUrl?: string;
  /** Attempts of one request through throttling and passing failures. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Each answer's throttle state (the sync tab and tests read it). */
  onThrottle?: (status: ThrottleStatus) => void;
}

const requestTimeoutMs = 20_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait before asking again for `needed` points: the points missing over the restore
 * rate (Shopify's leaky bucket), at least 250 ms and at most 30 s.
 */
export function throttleWaitMs(needed: number, status: ThrottleStatus | undefined): number {
  if (!status || status.restoreRate <= 0) return 1000;
  const missing = Math.max(0, needed - status.currentlyAvailable);
  return Math.min(30_000, Math.max(250, Math.ceil((missing / status.restoreRate) * 1000)));
}

/** Backoff for a passing failure (network, 5xx): 0.5 s, 1 s, 2 s … with jitter, at most 10 s. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** (attempt - 1));
  return Math.round(base / 2 + (base / 2) * random());
}

/** The Admin GraphQL API of one shop through Shopify's official client, with the cost-based throttle. */
export function shopifyClient(options: ShopifyClientOptions) {
  const sleep = options.sleep ?? wait;
  const maxAttempts = options.maxAttempts ?? 6;
  const base = options.baseUrl?.replace(/\/+$/, '');
  const client = createAdminApiClient({
    storeDomain: options.shopDomain,
    apiVersion: shopifyApiVersion,
    accessToken: options.accessToken,
    customFetchApi: (url, init) => {
      const target = base ? `${base}${new URL(url).pathname}` : url;
      return fetch(target, { ...init, redirect: 'error', signal: AbortSignal.timeout(requestTimeoutMs) });
    },
  });

  async function request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let answer: Awaited<ReturnType<typeof client.request<T>>>;
      try {
        answer = await client.request<T>(query, { variables });
      } catch (error) {
        if (attempt >= maxAttempts)
          throw new ShopifyApiError('network', error instanceof Error ? error.message : String(error));
        await sleep(backoffMs(attempt));
        continue;
      }
      const cost = (answer.extensions as { cost?: CostExtension } | undefined)?.cost;
      if (cost?.throttleStatus) options.onThrottle?.(cost.throttleStatus);
      const errors = answer.errors;
      if (!errors) return answer.data as T;
      const codes = (errors.graphQLErrors ?? []).map((error) => error.extensions?.code as string | undefined);
      const status = errors.networkStatusCode ?? null;
      if (status === 401 || status === 403)
        throw new ShopifyApiError('auth', errors.message ?? 'Unauthorized', status);
      if (codes.includes('MAX_COST_EXCEEDED'))
        throw new ShopifyApiError('cost', errors.message ?? 'Max cost exceeded', status);
      const throttled = codes.includes('THROTTLED') || status === 429;
      const passing = throttled || status === null || status >= 500;
      if (!passing || attempt >= maxAttempts)
        throw new ShopifyApiError(
          throttled ? 'throttled' : status === null || status >= 500 ? 'network' : 'graphql',
          errors.graphQLErrors?.[0]?.message ?? errors.message ?? 'Shopify error',
          status,
        );
      await sleep(
        throttled
          ? throttleWaitMs(cost?.requestedQueryCost ?? 100, cost?.throttleStatus)
          : backoffMs(attempt),
      );
    }
  }

  return {
    request,
    async shop() {
      return (await request<ShopifyShop>(shopQuery)).shop;
    },
    /**
     * One page of orders changed after `since` (oldest change first). A page over Shopify's
     * single-query cost is asked again at half the size, down to one order.
     */
    async ordersPage(search: string, after: string | null, first = ordersPageSize) {
      for (let size = first; ; size = Math.max(1, Math.floor(size / 2))) {
        try {
          const data = await request<ShopifyOrdersPage>(ordersQuery, { first: size, after, query: search });
          return { ...data.orders, size };
        } catch (error) {
          if (!(error instanceof ShopifyApiError && error.kind === 'cost') || size === 1) throw error;
        }
      }
    },
  };
}

export type ShopifyClient = ReturnType<typeof shopifyClient>;

/** Shopify's search syntax for the orders changed after a moment (and, optionally, created from a day). */
export function ordersSearch(since: Date | null, importFrom: string | null, orderId?: string): string {
  const parts: string[] = [];
  if (orderId) parts.push(`id:${orderId}`);
  if (since) parts.push(`updated_at:>='${since.toISOString()}'`);
  if (importFrom) parts.push(`created_at:>='${importFrom}'`);
  return parts.join(' AND ');
}
