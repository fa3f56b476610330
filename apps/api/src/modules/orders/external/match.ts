import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import {
  orderPaymentInput,
  orderProductInput,
  type OrderAddress,
} from '@zaplecze/contract/orders/order-parts';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { orders } from '../../../db/schema/index';
import type { CreateOrderInput } from '../create';
import { toOrder } from '../mapping';
import type { OrderParts, OrderRecord } from '../repository';
import type {
  CatalogueMatch,
  ExternalAddress,
  ExternalContext,
  ExternalIdentifier,
  ExternalLookups,
  ExternalMatchBy,
  ExternalOrder,
  ExternalOrderLine,
} from './types';

/** Looking an external order up: its status by name, its lines in the catalogue, the order it updates. */

export const lower = (value: string) => value.trim().toLocaleLowerCase('pl');

export function statusFor(ctx: ExternalContext, name: string): OrderStatus | undefined {
  const wanted = lower(name);
  return ctx.statuses.find(
    (status) =>
      lower(status.internalName) === wanted ||
      Object.values(status.externalName).some((external) => external && lower(external) === wanted),
  );
}

/**
 * SKU first, then EAN (or only the code a connection matches by); a variable product's parent is
 * not sellable, its variants are.
 */
export async function matchCatalogue(
  db: Db,
  ctx: ExternalContext,
  line: ExternalOrderLine,
  matchBy: ExternalMatchBy = 'skuThenEan',
): Promise<CatalogueMatch | undefined> {
  const accountId = ctx.accountId;
  for (const [column, value] of [
    ['sku', matchBy === 'barcode' ? null : line.sku],
    ['ean', matchBy === 'sku' ? null : line.ean],
  ] as const) {
    if (!value) continue;
    if (ctx.known) {
      const found = ctx.known.catalogue.get(`${column}:${value}`);
      if (found) return found;
      continue;
    }
    const [found] = await rowsOf<CatalogueMatch>(
      db,
      sql`select product_id, variant_id, vat_rate_id from (
            select v.product_id, v.id as variant_id, p.vat_rate_id, 0 as rank
              from product_variants v join products p on p.id = v.product_id
             where v.account_id = ${accountId} and lower(v.${sql.raw(column)}) = lower(${value})
            union all
            select p.id, null, p.vat_rate_id, 1
              from products p
             where p.account_id = ${accountId} and lower(p.${sql.raw(column)}) = lower(${value})
               and p.type <> 'Variable'
          ) m order by rank limit 1`,
    );
    if (found) return found;
  }
  return undefined;
}

export async function findExisting(
  db: Db,
  ctx: ExternalContext,
  order: ExternalOrder,
  identifier: ExternalIdentifier,
): Promise<OrderRecord | undefined> {
  const accountId = ctx.accountId;
  if (ctx.known) {
    const key = identifier === 'number' ? String(order.number) : order.externalId;
    return (key === null ? [] : (ctx.known.orders.get(key) ?? [])).find((row) =>
      identifier === 'number'
        ? true
        : order.integrationId
          ? row.integrationId === order.integrationId
          : row.source === order.source && row.integrationId === null,
    );
  }
  if (identifier === 'number') {
    if (order.number === null) return undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.no, order.number)));
    return row;
  }
  if (!order.externalId) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.externalId, order.externalId),
        order.integrationId
          ? eq(orders.integrationId, order.integrationId)
          : and(eq(orders.source, order.source), sql`${orders.integrationId} is null`),
      ),
    )
    .orderBy(orders.no)
    .limit(1);
  return row;
}

export const nipDigits = (value: string) => value.replace(/^PL/i, '').replace(/[\s-]/g, '');

export function addressInput(given: ExternalAddress | null | undefined, stored: OrderAddress | null) {
  if (given === undefined) return stored ?? undefined;
  if (given === null) return null;
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

const bodyKeys = Object.keys(createOrderBody.shape);
const lineKeys = Object.keys(orderProductInput.shape);
const paymentKeys = Object.keys(orderPaymentInput.shape);

/** The fields of `from` the create body has, money objects as their amounts. */
function bodyFields(from: object, keys: string[]): Record<string, unknown> {
  const record = from as Record<string, unknown>;
  return Object.fromEntries(
    keys
      .filter((key) => key in record)
      .map((key) => {
        const value = record[key];
        const isMoney =
          typeof value === 'object' && value !== null && 'amount' in value && 'currency' in value;
        return [key, isMoney ? (value as { amount: string }).amount : value];
      }),
  );
}

/** An existing order as the create body it would have been made from: the order as the API shows it, read with the body's fields. */
export function storedBody(row: OrderRecord, parts: OrderParts): CreateOrderInput {
  const order = toOrder(row, parts);
  return {
    ...bodyFields(order, bodyKeys),
    orderCountry: order.deliveryAddress?.country ?? 'PL',
    products: order.products.map((line) => bodyFields(line, lineKeys)),
    payments: order.payments.map((payment) => bodyFields(payment, paymentKeys)),
    shipments: [],
  } as unknown as CreateOrderInput;
}

/**
 * What planning a batch of orders looks up, read at once: the orders they may update (by external
 * id or number) and the catalogue's products and variants by the lines' SKUs and EANs, with the
 * same preferences as one by one (a variant before a product; SKU before EAN).
 */
export async function prefetchExternal(
  db: Db,
  ctx: ExternalContext,
  batch: ExternalOrder[],
  identifier: ExternalIdentifier,
): Promise<ExternalLookups> {
  const known: ExternalLookups = { orders: new Map(), catalogue: new Map() };
  const numbers = batch.flatMap((order) => (order.number === null ? [] : [order.number]));
  const externalIds = batch.flatMap((order) => (order.externalId ? [order.externalId] : []));
  const keyed =
    identifier === 'number'
      ? numbers.length === 0
        ? []
        : await db
            .select()
            .from(orders)
            .where(
              and(eq(orders.accountId, ctx.accountId), sql`${orders.no} = any(${sql.param(numbers)}::int[])`),
            )
      : externalIds.length === 0
        ? []
        : await db
            .select()
            .from(orders)
            .where(
              and(
                eq(orders.accountId, ctx.accountId),
                // Found through the (account, lower(external id)) index, then matched exactly: an
                // exact match alone scanned all the account's orders per batch (quadratic in an import).
                sql`lower(${orders.externalId}) = any(array(select lower(w.code) from unnest(${sql.param(externalIds)}::text[]) as w(code)))`,
                // One array parameter, not one per id (a batch of an import holds a thousand).
                sql`${orders.externalId} = any(${sql.param(externalIds)}::text[])`,
              ),
            )
            .orderBy(asc(orders.no));
  for (const row of keyed) {
    const key = identifier === 'number' ? String(row.no) : row.externalId!;
    known.orders.set(key, [...(known.orders.get(key) ?? []), row]);
  }
  const codes = (column: 'sku' | 'ean') => [
    ...new Set(batch.flatMap((order) => (order.lines ?? []).flatMap((line) => line[column] ?? []))),
  ];
  for (const column of ['sku', 'ean'] as const) {
    const wanted = codes(column);
    if (wanted.length === 0) continue;
    const list = sql.param(wanted);
    const found = await rowsOf<CatalogueMatch & { code: string; rank: number }>(
      db,
      sql`select w.code, v.product_id, v.id as variant_id, p.vat_rate_id, 0 as rank
            from unnest(${list}::text[]) as w(code)
            join product_variants v on v.account_id = ${ctx.accountId} and lower(v.${sql.raw(column)}) = lower(w.code)
            join products p on p.id = v.product_id
          union all
          select w.code, p.id, null, p.vat_rate_id, 1
            from unnest(${list}::text[]) as w(code)
            join products p on p.account_id = ${ctx.accountId} and lower(p.${sql.raw(column)}) = lower(w.code)
           where p.type <> 'Variable'
          order by rank`,
    );
    for (const { code, rank: _rank, ...match } of found)
      if (!known.catalogue.has(`${column}:${code}`)) known.catalogue.set(`${column}:${code}`, match);
  }
  return known;
}
