import { sql } from 'drizzle-orm';
import { productMessages } from '@zaplecze/contract/products';
import { rowMessages } from '@zaplecze/contract/product-import';
import type { Db } from '../../../db/client';
import { batchCreateVariants, batchUpdateVariants, setVariantPrices } from '../../products/service';
import type { ParsedRow } from '../mapping/fields';
import { createDefaults, incoming, type PlanContext, type Planned, type Values } from '../planning/plan';
import { rowsOf } from '../../../db/rows';
import { recordChanges, setImportedStock, type ChangeRecord, type WriteContext } from './write';
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
  const pictureRows: ParsedRow[] = [];
  const variants = rows.map((row): PlannedVariant => {
    const parentSku = row.fields.parentSku as string;
    const sku = typeof row.fields.sku === 'string' ? row.fields.sku : null;
    const reject = (field: string, reason: string, value: string): PlannedVariant => ({
      kind: 'rejected',
      line: row.line,
      errors: [{ field, reason, value }],
    });
    if (row.errors.length > 0) return { kind: 'rejected', line: row.line, errors: row.errors };
    if (!sku && isPictureRow(row)) {
      pictureRows.push(row);
      return { kind: 'unchanged', line: row.line };
    }
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
  addPictures(parents, pictureRows);
  return { parents, variants };
}

/** Shopify's extra image rows: the handle and an image, nothing else (no SKU, options, price). */
function isPictureRow(row: ParsedRow): boolean {
  return (
    row.pictures.size > 0 &&
    Object.keys(row.fields).every((field) => field === 'parentSku') &&
    Object.keys(row.axes).length === 0 &&
    [...row.axisOptions.values()].every((option) => !option.value) &&
    Object.keys(row.customFields).length === 0 &&
    Object.keys(row.names).length === 0
  );
}

/**
 * The images of picture rows go after the pictures of the parent created from their group (once
 * each). A parent that already exists keeps its pictures, as it does for its variant rows' images.
 */
function addPictures(parents: Planned[], rows: ParsedRow[]): void {
  for (const row of rows) {
    const parentKey = String(row.fields.parentSku).toLowerCase();
    const parent = parents.find(
      (item) => item.kind === 'create' && item.values.sku?.toLowerCase() === parentKey,
    );
    if (parent?.kind !== 'create') continue;
    const pictures = JSON.parse(parent.values.pictures ?? '[]') as { url: string; description: string }[];
    for (const [, picture] of [...row.pictures.entries()].sort(([a], [b]) => a - b))
      if (picture.url && !pictures.some((stored) => stored.url === picture.url))
        pictures.push({ url: picture.url, description: picture.description ?? '' });
    parent.values.pictures = JSON.stringify(pictures);
  }
}

/**
 * Writes planned variants after their parents through the products module's batch write (rows,
 * default-list prices), then stock and the run's change records (keyed by the variant id;
 * previous.variantOf marks a variant record).
 */
export async function writeVariants(tx: Db, context: WriteContext, planned: PlannedVariant[]): Promise<void> {
  const creates = planned.filter((item) => item.kind === 'create');
  const updates = planned.filter((item) => item.kind === 'update');
  if (creates.length + updates.length === 0) return;
  const actor = { accountId: context.accountId, userId: context.userId };
  const parentKeys = [...new Set(creates.map((item) => item.parentSku.toLowerCase()))];
  const parents = await rowsOf<{ id: string; key: string }>(
    tx,
    sql`select p.id::text as id, lower(p.sku) as key
        from products p where p.account_id = ${context.accountId} and lower(p.sku) = any(${sql.param(parentKeys)}::text[])`,
  );
  const parentByKey = new Map(parents.map((parent) => [parent.key, parent.id]));
  const changes: ChangeRecord[] = [];
  const prices: { productId: string; variantId: string; amount: string | null }[] = [];
  const stock: { productId: string; variantId: string; onHand: number }[] = [];
  const placed = creates.filter((item) => parentByKey.has(item.parentSku.toLowerCase()));
  const ids = await batchCreateVariants(
    tx,
    actor,
    placed.map((item) => ({
      productId: parentByKey.get(item.parentSku.toLowerCase())!,
      sku: item.sku,
      ean: item.values.ean ?? null,
      name: item.values.name ?? null,
      axes: item.values.axes ?? null,
    })),
  );
  for (const [index, item] of placed.entries()) {
    const productId = parentByKey.get(item.parentSku.toLowerCase())!;
    const id = ids[index]!;
    changes.push({
      id,
      line: item.line,
      created: true,
      previous: { variantOf: productId },
      next: {},
      version: 1,
    });
    if (item.values.price) prices.push({ productId, variantId: id, amount: item.values.price });
    if (item.values.stock !== undefined)
      stock.push({ productId, variantId: id, onHand: Number(item.values.stock) });
  }
  const versions = await batchUpdateVariants(
    tx,
    actor,
    updates.map((item) => ({ id: item.id, values: pick(item.next, ['ean', 'name', 'axes']) })),
  );
  for (const item of updates) {
    changes.push({
      id: item.id,
      line: item.line,
      created: false,
      previous: { ...item.previous, variantOf: item.productId },
      next: item.next,
      version: versions.get(item.id) ?? item.version,
    });
    if ('price' in item.next)
      prices.push({ productId: item.productId, variantId: item.id, amount: item.next.price ?? null });
    if (item.next.stock !== undefined)
      stock.push({ productId: item.productId, variantId: item.id, onHand: Number(item.next.stock) });
  }
  await recordChanges(tx, context, changes);
  if (prices.length > 0 && context.defaultPriceListId)
    await setVariantPrices(tx, context.accountId, context.defaultPriceListId, prices);
  await setImportedStock(tx, context, stock);
}

const pick = (values: Values, fields: string[]): Values =>
  Object.fromEntries(Object.entries(values).filter(([field]) => fields.includes(field)));
