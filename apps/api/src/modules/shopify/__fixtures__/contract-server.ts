import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import { shopifyApiVersion } from '../contract/operations';
import type { ShopifyOrder } from '../contract/operations';

/**
 * A loopback Shopify for tests: the Admin GraphQL API at `/admin/api/<version>/graphql.json` with
 * the schema subset Shopify publishes (`contract/admin-subset.graphql`, executed by graphql-js, so a
 * query naming a field or argument Shopify does not have fails here as it would there), the
 * access-token header, cursor pagination, the cost extension with a leaky bucket, THROTTLED and
 * MAX_COST_EXCEEDED answers and Shopify's 401 body.
 */

let schema: GraphQLSchema | undefined;
function subsetSchema(): GraphQLSchema {
  schema ??= buildSchema(
    readFileSync(path.join(import.meta.dirname, '../contract/admin-subset.graphql'), 'utf8'),
  );
  return schema;
}

export interface ContractShop {
  name: string;
  currencyCode: string;
  myshopifyDomain: string;
  orders: ShopifyOrder[];
  /** The shop's variants (`productVariants` searches them by `sku:` / `barcode:` terms). */
  variants: ContractVariant[];
  /** The primary location (`location` without an id). */
  location: { id: string; name: string; isActive: boolean } | null;
  inventorySets: {
    name: string;
    reason: string;
    quantities: { inventoryItemId: string; locationId: string; quantity: number }[];
  }[];
  priceUpdates: { productId: string; variants: { id: string; price?: string }[] }[];
}

export interface ContractVariant {
  id: string;
  sku: string | null;
  barcode: string | null;
  productId: string;
  inventoryItemId: string;
}

/** Shopify's search over variants, the terms the connector sends: `sku:"A" OR barcode:"B"`. */
function variantMatches(variant: ContractVariant, query: string | undefined): boolean {
  if (!query) return true;
  return query.split(/\s+OR\s+/).some((term) => {
    const match = /^(sku|barcode):"((?:[^"\\]|\\.)*)"$/.exec(term.trim());
    if (!match) return false;
    const value = match[2]!.replace(/\\(.)/g, '$1').toLowerCase();
    return (match[1] === 'sku' ? variant.sku : variant.barcode)?.toLowerCase() === value;
  });
}

export interface ContractServer {
  url: string;
  /** The shop a token opens; add one per test. */
  addShop(
    token: string,
    shop?: Partial<Pick<ContractShop, 'name' | 'currencyCode' | 'myshopifyDomain'>>,
  ): ContractShop;
  shop(token: string): ContractShop;
  /** The next N requests get THROTTLED (as a shop out of points would). */
  throttleNext: number;
  /** Pages asked larger than this get MAX_COST_EXCEEDED (null: none). */
  maxPageSize: number | null;
  /** The leaky bucket every token gets (Shopify's standard plan: 2000 points, 100 a second). */
  bucket: { maximumAvailable: number; restoreRate: number };
  /** Every request: its token, operation name and variables. */
  requests: { token: string | undefined; operation: string | null; variables: Record<string, unknown> }[];
  close(): Promise<void>;
}

const invalidToken = '[API] Invalid API key or access token (unrecognized login or wrong password)';

/** Shopify's search syntax, the terms the connector sends: `id:N`, `updated_at:>='…'`, `created_at:>='…'`. */
function matches(order: ShopifyOrder, query: string | undefined): boolean {
  if (!query) return true;
  return query.split(/\s+AND\s+/).every((term) => {
    const match = /^(\w+):(>=|>|<=|<)?'?([^']*)'?$/.exec(term.trim());
    if (!match) return false;
    const [, field, op = '=', value] = match;
    if (field === 'id') return order.legacyResourceId === value;
    const stored = field === 'updated_at' ? order.updatedAt : field === 'created_at' ? order.createdAt : null;
    if (stored === null) return false;
    const a = new Date(stored).getTime();
    const b = new Date(value!).getTime();
    return op === '>=' ? a >= b : op === '>' ? a > b : op === '<=' ? a <= b : op === '<' ? a < b : a === b;
  });
}

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64');
const decodeCursor = (cursor: string | null | undefined) =>
  cursor ? (JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { offset: number }).offset : 0;

/** Listens on 127.0.0.1, on `port` when given (the journey's fixed port), else on a free one. */
export async function startShopifyContractServer(port = 0): Promise<ContractServer> {
  const shops = new Map<string, ContractShop>();
  const buckets = new Map<string, { available: number; at: number }>();
  const server: Server = createServer();
  const state: ContractServer = {
    url: '',
    throttleNext: 0,
    maxPageSize: null,
    bucket: { maximumAvailable: 2000, restoreRate: 100 },
    requests: [],
    addShop(token, shop = {}) {
      const created: ContractShop = {
        name: shop.name ?? 'Sklep testowy',
        currencyCode: shop.currencyCode ?? 'PLN',
        myshopifyDomain: shop.myshopifyDomain ?? 'sklep-testowy.myshopify.com',
        orders: [],
        variants: [],
        location: { id: 'gid://shopify/Location/1', name: 'Magazyn główny', isActive: true },
        inventorySets: [],
        priceUpdates: [],
      };
      shops.set(token, created);
      return created;
    },
    shop(token) {
      return shops.get(token)!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const send = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.method !== 'POST' || request.url !== `/admin/api/${shopifyApiVersion}/graphql.json`)
          return send(404, { errors: 'Not Found' });
        const token = request.headers['x-shopify-access-token'] as string | undefined;
        const shop = token ? shops.get(token) : undefined;
        let body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return send(400, { errors: { query: 'Required parameter missing or invalid' } });
        }
        const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null;
        state.requests.push({ token, operation, variables: body.variables ?? {} });
        if (!shop) return send(401, { errors: invalidToken });

        const bucket = state.bucket;
        const now = Date.now();
        const held = buckets.get(token!) ?? { available: bucket.maximumAvailable, at: now };
        const available = Math.min(
          bucket.maximumAvailable,
          held.available + ((now - held.at) / 1000) * bucket.restoreRate,
        );
        const first = Number(body.variables?.first ?? 1);
        const requested =
          operation === 'ZapleczeOrders' ? 2 + first : body.query?.includes('mutation') ? 10 : 1;
        const throttleStatus = (left: number) => ({
          maximumAvailable: bucket.maximumAvailable,
          currentlyAvailable: Math.floor(left),
          restoreRate: bucket.restoreRate,
        });
        if (state.throttleNext > 0 || available < requested) {
          state.throttleNext = Math.max(0, state.throttleNext - 1);
          buckets.set(token!, { available, at: now });
          return send(200, {
            errors: [
              {
                message: 'Throttled',
                extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
              },
            ],
            extensions: {
              cost: {
                requestedQueryCost: requested,
                actualQueryCost: null,
                throttleStatus: throttleStatus(available),
              },
            },
          });
        }
        if (state.maxPageSize !== null && operation === 'ZapleczeOrders' && first > state.maxPageSize)
          return send(200, {
            errors: [
              {
                message: `Query cost is ${requested}, which exceeds the single query max cost limit (1000).`,
                extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: 1000 },
              },
            ],
            extensions: {
              cost: {
                requestedQueryCost: requested,
                actualQueryCost: null,
                throttleStatus: throttleStatus(available),
              },
            },
          });

        let returned = 0;
        const rootValue = {
          shop: () => ({ id: 'gid://shopify/Shop/1', ...shop }),
          orders: (args: { first?: number; after?: string; query?: string; sortKey?: string }) => {
            const sorted = shop.orders
              .filter((order) => matches(order, args.query))
              .sort((a, b) =>
                args.sortKey === 'UPDATED_AT'
                  ? a.updatedAt.localeCompare(b.updatedAt) ||
                    a.legacyResourceId.localeCompare(b.legacyResourceId)
                  : a.createdAt.localeCompare(b.createdAt),
              );
            const offset = decodeCursor(args.after);
            const size = Math.min(args.first ?? 50, 250);
            const nodes = sorted.slice(offset, offset + size);
            returned += nodes.length;
            return {
              nodes,
              pageInfo: {
                hasNextPage: offset + size < sorted.length,
                hasPreviousPage: offset > 0,
                startCursor: nodes.length ? encodeCursor(offset) : null,
                endCursor: nodes.length ? encodeCursor(offset + nodes.length) : null,
              },
            };
          },
          location: () => shop.location,
          productVariants: (args: { first?: number; after?: string; query?: string }) => {
            const found = shop.variants.filter((variant) => variantMatches(variant, args.query));
            const offset = decodeCursor(args.after);
            const size = Math.min(args.first ?? 50, 250);
            const nodes = found.slice(offset, offset + size).map((variant) => ({
              id: variant.id,
              sku: variant.sku,
              barcode: variant.barcode,
              title: variant.sku ?? '',
              price: '0.00',
              product: { id: variant.productId, title: variant.productId },
              inventoryItem: { id: variant.inventoryItemId },
            }));
            returned += nodes.length;
            return {
              nodes,
              pageInfo: {
                hasNextPage: offset + size < found.length,
                hasPreviousPage: offset > 0,
                startCursor: nodes.length ? encodeCursor(offset) : null,
                endCursor: nodes.length ? encodeCursor(offset + nodes.length) : null,
              },
            };
          },
          inventorySetQuantities: (args: { input: ContractShop['inventorySets'][number] }) => {
            const unknown = args.input.quantities.findIndex(
              (quantity) =>
                !shop.variants.some((variant) => variant.inventoryItemId === quantity.inventoryItemId) ||
                quantity.locationId !== shop.location?.id,
            );
            if (unknown >= 0)
              return {
                inventoryAdjustmentGroup: null,
                userErrors: [
                  {
                    code: 'INVALID_INVENTORY_ITEM',
                    field: ['input', 'quantities', String(unknown), 'inventoryItemId'],
                    message: 'The specified inventory item could not be found.',
                  },
                ],
              };
            shop.inventorySets.push(args.input);
            return {
              inventoryAdjustmentGroup: { createdAt: new Date().toISOString(), reason: 'correction' },
              userErrors: [],
            };
          },
          productVariantsBulkUpdate: (args: {
            productId: string;
            variants: { id: string; price?: string }[];
          }) => {
            if (
              args.variants.some(
                (v) =>
                  !shop.variants.some((known) => known.id === v.id && known.productId === args.productId),
              )
            )
              return {
                productVariants: null,
                userErrors: [
                  {
                    code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
                    field: ['variants'],
                    message: 'Product variant does not exist',
                  },
                ],
              };
            shop.priceUpdates.push({ productId: args.productId, variants: args.variants });
            return {
              productVariants: args.variants.map((v) => ({ id: v.id, price: v.price ?? null })),
              userErrors: [],
            };
          },
        };
        const result = await graphql({
          schema: subsetSchema(),
          source: body.query ?? '',
          rootValue,
          variableValues: body.variables,
          operationName: body.operationName,
        });
        const actual = Math.min(requested, 1 + returned);
        const left = available - actual;
        buckets.set(token!, { available: left, at: now });
        send(200, {
          ...result,
          extensions: {
            cost: {
              requestedQueryCost: requested,
              actualQueryCost: actual,
              throttleStatus: throttleStatus(left),
            },
          },
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
