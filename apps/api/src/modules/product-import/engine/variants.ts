import { sql } from 'drizzle-orm';
import { productMessages } from '@zaplecze/contract/products';
import { rowMessages } from '@zaplecze/contract/product-import';
import type { Db } from '../../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- the stock module's agreed entry point (api-contract.md)
import { setStockLevels } from '../../stock/set-levels';
import type { ParsedRow } from './fields';
import { createDefaults, incoming, type PlanContext, type Planned, type Values } from './plan';
import { rowsOf } from './rows';
import type { WriteContext } from './write';
import { canonicalAxes } from './variant-axes';

/** Variant fields an import writes and compares (price lives in the default price list). */
const variantFields = ['ean', 'name', 'price', 'stock'] as const;

export type PlannedVariant =
  | { kind: 'create'; line: number; parentSku: string; sku: string; values: Values }
  | {
      kind: 'update';
      line: number;
      parentSku: string;
      sku: string;
      id: string;
      productId: string;
      version: number;
      previous: Values;
      next: Values;
    }
  | { kind: 'unchanged'; line: number }
  | { kind: 'rejected'; line: number; errors: { field: string; reason: string; value: string }[] };

export interface VariantPlan {
  /** Parent products to create or turn Variable, as ordinary product plans (written first). */
  parents: Planned[];
  variants: PlannedVariant[];
}

interface StoredVariant {
  id: string;
  productId: string;
  parentKey: string;
  skuKey: string;
  version: number;
  ean: string | null;
  name: string | null;
  price: string | null;
  stock: string;
  axes: string;
}

export const isVariantRow = (row: ParsedRow) => typeof row.fields.parentSku === 'string';

/**
 * A product row of the same batch whose SKU is a group's parent SKU (WooCommerce's parent row) is
 * the parent: it is made Variable here and not planned again by planVariants.
 */
export function claimParentRows(
  context: { parentsDone: Set<string> },
  planned: Planned[],
  variantRows: ParsedRow[],
): void {
  const parentKeys = new Set(variantRows.map((row) => (row.fields.parentSku as string).toLowerCase()));
  for (const item of planned) {
    if (item.kind === 'create' && parentKeys.has(item.values.sku!.toLowerCase())) {
      item.values.type = 'Variable';
      context.parentsDone.add(item.values.sku!.toLowerCase());
    } else if (item.kind === 'update' && item.merged.sku && parentKeys.has(item.merged.sku.toLowerCase())) {
      if (item.merged.type !== 'Variable') {
        item.previous.type = item.previous.type ?? item.merged.type ?? null;
        item.next.type = 'Variable';
        item.merged.type = 'Variable';
      }
      context.parentsDone.add(item.merged.sku.toLowerCase());
    }
  }
}

/**
 * Rows with a parent SKU (002 §3 target parentSku; Shopify's Handle, Google's item_group_id):
 * the product whose SKU equals the parent SKU is the group's parent — created (type Variable)
 * from the group's first row when missing, otherwise turned Variable — and every row is a variant.
 */
export async function planVariants(
  db: Db,
  context: PlanContext & { parentsDone: Set<string> },
  rows: ParsedRow[],
  priceListId: string | null,
): Promise<VariantPlan> {
  const parentKeys = [...new Set(rows.map((row) => (row.fields.parentSku as string).toLowerCase()))];
  const skuKeys = rows
    .map((row) => (typeof row.fields.sku === 'string' ? row.fields.sku.toLowerCase() : ''))
    .filter(Boolean);
  const products = await rowsOf<{ id: string; key: string; type: string; version: number }>(
    db,
    sql`select id::text as id, lower(sku) as key, type, version from products
        where account_id = ${context.accountId} and lower(sku) = any(${sql.param([...parentKeys, ...skuKeys])}::text[])`,
  );
  const productByKey = new Map(products.map((product) => [product.key, product]));
  const stored = await rowsOf<StoredVariant>(
    db,
    sql`select v.id::text as id, v.product_id::text as "productId", lower(p.sku) as "parentKey", lower(v.sku) as "skuKey", v.version,
          v.ean, v.name, pp.amount::text as price, v.stock::text as stock, v.axes::text as axes
        from product_variants v join products p on p.id = v.product_id
        left join product_prices pp on pp.variant_id = v.id and pp.price_list_id = ${priceListId}::uuid
        where v.account_id = ${context.accountId} and lower(v.sku) = any(${sql.param([...parentKeys, ...skuKeys])}::text[])`,
  );
  for (const variant of stored)
    variant.axes = canonicalAxes(JSON.parse(variant.axes) as Record<string, string>);
  const variantByKey = new Map(stored.map((variant) => [variant.skuKey, variant]));
  const parents: Planned[] = [];
  const variants = rows.map((row): PlannedVariant => {
    const parentSku = row.fields.parentSku as string;
    const sku = typeof row.fields.sku === 'string' ? row.fields.sku : null;
    const reject = (field: string, reason: string, value: string): PlannedVariant => ({
      kind: 'rejected',
      line: row.line,
      errors: [{ field, reason, value }],
    });
    if (row.errors.length > 0) return { kind: 'rejected', line: row.line, errors: row.errors };
    if (!sku) return reject('sku', rowMessages.skuRequired, '');
    const skuKey = sku.toLowerCase();
    const first = context.seenKeys.get(skuKey);
    if (first !== undefined) return reject('sku', rowMessages.duplicateInFile(first), sku);
    context.seenKeys.set(skuKey, row.line);
    if (productByKey.has(skuKey)) return reject('sku', productMessages.skuTaken, sku);
    const existing = variantByKey.get(skuKey);
    const parentKey = parentSku.toLowerCase();
    if (existing && existing.parentKey !== parentKey) return reject('sku', productMessages.skuTaken, sku);
    const parent = productByKey.get(parentKey);
    if (!existing && context.mode === 'UpdateOnly') return reject('sku', rowMessages.notFoundForUpdate, sku);
    if (existing && context.mode === 'AddOnly') return reject('sku', rowMessages.existsForAdd, sku);
    if (!context.parentsDone.has(parentKey)) {
      if (!parent) {
        if (variantByKey.has(parentKey)) return reject('parentSku', productMessages.skuTaken, parentSku);
        if (typeof row.fields.name !== 'string') return reject('name', rowMessages.nameRequired, '');
        const values = incoming(
          {
            ...row,
            fields: {
              name: row.fields.name,
              shortDescription: row.fields.shortDescription,
              longDescription: row.fields.longDescription,
            },
          },
          null,
          context.names,
        );
        for (const [field, value] of Object.entries(values)) if (value === undefined) delete values[field];
        parents.push({
          kind: 'create',
          line: row.line,
          values: { ...createDefaults, ...values, sku: parentSku, type: 'Variable' },
        });
      } else if (parent.type !== 'Variable') {
        parents.push({
          kind: 'update',
          line: row.line,
          id: parent.id,
          version: parent.version,
          previous: { type: parent.type },
          next: { type: 'Variable' },
          merged: { type: 'Variable' },
          previousStock: 0,
        });
      }
      context.parentsDone.add(parentKey);
    }
    const incomingValues: Values = {};
    for (const field of variantFields)
      if (row.fields[field] !== undefined) incomingValues[field] = String(row.fields[field]);
    // The file's axes over the stored ones (an axis the file does not name keeps its value).
    if (row.axisValues && Object.keys(row.axisValues).length > 0)
      incomingValues.axes = canonicalAxes({
        ...(existing ? (JSON.parse(existing.axes) as Record<string, string>) : {}),
        ...row.axisValues,
      });
    if (!existing) return { kind: 'create', line: row.line, parentSku, sku, values: incomingValues };
    const previous: Values = {};
    const next: Values = {};
    for (const [field, value] of Object.entries(incomingValues)) {
      if (value !== (existing[field as keyof StoredVariant] ?? null)) {
        previous[field] = (existing[field as keyof StoredVariant] as string | null) ?? null;
        next[field] = value;
      }
    }
    if (Object.keys(next).length === 0) return { kind: 'unchanged', line: row.line };
    return {
      kind: 'update',
      line: row.line,
      parentSku,
      sku,
      id: existing.id,
      productId: existing.productId,
      version: existing.version,
      previous,
      next,
    };
  });
  return { parents, variants };
}

/**
 * Writes planned variants after their parents: rows, default-list prices, stock, and the run's
 * change records (keyed by the variant id; previous.variantOf marks a variant record).
 */
export async function writeVariants(tx: Db, context: WriteContext, planned: PlannedVariant[]): Promise<void> {
  const creates = planned.filter((item) => item.kind === 'create');
  const updates = planned.filter((item) => item.kind === 'update');
  if (creates.length + updates.length === 0) return;
  const parentKeys = [...new Set(creates.map((item) => item.parentSku.toLowerCase()))];
  const parents = await rowsOf<{ id: string; key: string; next: number }>(
    tx,
    sql`select p.id::text as id, lower(p.sku) as key, coalesce((select max(position) from product_variants v where v.product_id = p.id), 0) as next
        from products p where p.account_id = ${context.accountId} and lower(p.sku) = any(${sql.param(parentKeys)}::text[])`,
  );
  const parentByKey = new Map(parents.map((parent) => [parent.key, parent]));
  const changes: {
    id: string;
    line: number;
    created: boolean;
    previous: Values;
    next: Values;
    version: number;
  }[] = [];
  const prices: { productId: string; variantId: string; amount: string }[] = [];
  const stock: { productId: string; variantId: string; onHand: number }[] = [];
  for (const item of creates) {
    const parent = parentByKey.get(item.parentSku.toLowerCase())!;
    parent.next += 1;
    const [variant] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into product_variants (account_id, product_id, position, sku, ean, name, axes)
          values (${context.accountId}, ${parent.id}::uuid, ${parent.next}, ${item.sku}, ${item.values.ean ?? null}, ${item.values.name ?? null}, ${item.values.axes ?? '{}'}::jsonb)
          returning id::text as id`,
    );
    changes.push({
      id: variant!.id,
      line: item.line,
      created: true,
      previous: { variantOf: parent.id },
      next: {},
      version: 1,
    });
    if (item.values.price)
      prices.push({ productId: parent.id, variantId: variant!.id, amount: item.values.price });
    if (item.values.stock !== undefined)
      stock.push({ productId: parent.id, variantId: variant!.id, onHand: Number(item.values.stock) });
  }
  for (const item of updates) {
    const [updated] = await rowsOf<{ version: number }>(
      tx,
      sql`update product_variants set
            ean = case when ${'ean' in item.next} then ${item.next.ean ?? null} else ean end,
            name = case when ${'name' in item.next} then ${item.next.name ?? null} else name end,
            axes = case when ${'axes' in item.next} then ${item.next.axes ?? '{}'}::jsonb else axes end,
            version = version + 1, modified_at = now()
          where id = ${item.id}::uuid and account_id = ${context.accountId} returning version`,
    );
    changes.push({
      id: item.id,
      line: item.line,
      created: false,
      previous: { ...item.previous, variantOf: item.productId },
      next: item.next,
      version: updated!.version,
    });
    if (item.next.price)
      prices.push({ productId: item.productId, variantId: item.id, amount: item.next.price });
    if (item.next.stock !== undefined)
      stock.push({ productId: item.productId, variantId: item.id, onHand: Number(item.next.stock) });
  }
  await tx.execute(sql`
    insert into import_changes (run_id, product_id, account_id, line, created, previous, next, version_after)
    select ${context.runId}, u.id, ${context.accountId}, u.line, u.created, u.previous, u.next, u.version
    from unnest(${sql.param(changes.map((row) => row.id))}::uuid[], ${sql.param(changes.map((row) => row.line))}::int[],
      ${sql.param(changes.map((row) => row.created))}::boolean[], ${sql.param(changes.map((row) => JSON.stringify(row.previous)))}::jsonb[],
      ${sql.param(changes.map((row) => JSON.stringify(row.next)))}::jsonb[], ${sql.param(changes.map((row) => row.version))}::int[])
      as u(id, line, created, previous, next, version)
    on conflict do nothing`);
  if (prices.length > 0 && context.defaultPriceListId)
    await setVariantPrices(tx, context.accountId, context.defaultPriceListId, prices);
  if (stock.length > 0 && context.defaultWarehouseId)
    await setStockLevels(
      tx,
      { accountId: context.accountId, userId: context.userId },
      stock.map((row) => ({ ...row, warehouseId: context.defaultWarehouseId! })),
      { kind: 'import', importRunId: context.runId },
    );
}

export async function setVariantPrices(
  tx: Db,
  accountId: string,
  priceListId: string,
  prices: { productId: string; variantId: string; amount: string | null }[],
) {
  const set = prices.filter((price) => price.amount !== null);
  if (set.length > 0)
    await tx.execute(sql`
      insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
      select ${accountId}, u.pid, u.vid, ${priceListId}, u.amount
      from unnest(${sql.param(set.map((price) => price.productId))}::uuid[], ${sql.param(set.map((price) => price.variantId))}::uuid[],
        ${sql.param(set.map((price) => price.amount))}::numeric[]) as u(pid, vid, amount)
      on conflict on constraint product_prices_item_list_key do update set amount = excluded.amount`);
  const cleared = prices.filter((price) => price.amount === null).map((price) => price.variantId);
  if (cleared.length > 0)
    await tx.execute(
      sql`delete from product_prices where account_id = ${accountId} and price_list_id = ${priceListId} and variant_id = any(${sql.param(cleared)}::uuid[])`,
    );
}
