import { sql } from 'drizzle-orm';
import { productMessages, type Product } from '@zaplecze/contract/products/products';
import type { AuditDetails } from '@zaplecze/contract/audit/audit';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { AppError, notFound } from '../../../errors';
import { changedFields, recordAudit } from '../../audit/service';
import type { PriceListRow } from '../../warehouses/service';
import { applyAutoCategoriesTo } from '../auto-categories/apply';
import { auditNames, auditedProduct } from '../audit';
import { productTarget } from '../mapping';
import { readProduct } from '../read';
import type { ProductValues } from '../validation';
import { textArrayLiteral, type BatchActor, type FieldValues } from './columns';
import { batchReplacePrices, type StoredPrice } from './prices';
import { batchCreateProducts, batchUpdateProducts } from './products';
import { batchReplaceVariants } from './variant-list';

type Changes = NonNullable<AuditDetails['changes']>;

/** A whole-product save (the editor's form, a copy): every column, the variant list and all prices. */
export interface ProductSave {
  /** null: a new product. */
  id: string | null;
  /** An update: the version the form was read at; a save in between answers 409. */
  expectedVersion?: number;
  /** Checked values with the SKU decided (validation.ts). */
  values: ProductValues;
  /** Records a 'create' / 'edit' audit entry field by field (before → after), plus these changes. */
  audit?: { extra?: Changes };
}

/** Who saves, for the rows' modified_by and the audit entries. */
export interface SaveActor extends BatchActor {
  ip?: string | null;
}

const decimalText = (value: number | null) => (value === null ? null : String(value));
const textOrNull = (value: string) => value || null;

/** The stored columns of a checked body as the batch write's text values ('' stored as null). */
export function productFieldValues(values: ProductValues): FieldValues {
  return {
    sku: values.sku,
    ean: textOrNull(values.ean),
    name: values.name,
    shortDescription: textOrNull(values.shortDescription),
    longDescription: textOrNull(values.longDescription),
    type: values.type,
    status: values.status,
    saleFrom: values.saleFrom,
    deliveryTimeDays: values.deliveryTimeDays === null ? null : String(values.deliveryTimeDays),
    gtu: textOrNull(values.gtu),
    modelCode: textOrNull(values.modelCode),
    unit: textOrNull(values.unit),
    unitValue: decimalText(values.unitValue),
    lengthCm: decimalText(values.lengthCm),
    widthCm: decimalText(values.widthCm),
    heightCm: decimalText(values.heightCm),
    weightAmount: decimalText(values.weightAmount),
    weightUnit: values.weightUnit,
    pictures: JSON.stringify(values.pictures),
    producerId: values.producerId,
    brandId: values.brandId,
    supplierId: values.supplierId,
    categoryId: values.categoryId,
    additionalCategory1Id: values.additionalCategory1Id,
    additionalCategory2Id: values.additionalCategory2Id,
    gpsrCompanyId: values.gpsrCompanyId,
    gpsrContactId: values.gpsrContactId,
    vatRateId: values.vatRateId,
    parameterValues: JSON.stringify(values.parameterValues),
    customFieldValues: JSON.stringify(values.customFieldValues),
    tags: textArrayLiteral(values.tags),
  };
}

/**
 * The optimistic check of a save: locks the products (FOR UPDATE) and answers their stored status;
 * a product of another account or gone is 404, one saved since `expectedVersion` was read is 409.
 */
export async function lockForSave(
  tx: Db,
  accountId: string,
  rows: readonly { id: string; expectedVersion?: number }[],
): Promise<Map<string, { status: string; version: number }>> {
  if (rows.length === 0) return new Map();
  const current = await rowsOf<{ id: string; status: string; version: number }>(
    tx,
    sql`select id::text as id, status, version from products
        where account_id = ${accountId} and id = any(${sql.param(rows.map((row) => row.id))}::uuid[])
        order by id for update`,
  );
  const byId = new Map(current.map((row) => [row.id, row]));
  for (const row of rows) {
    const stored = byId.get(row.id);
    if (!stored) throw notFound(productMessages.notFound);
    if (row.expectedVersion !== undefined && stored.version !== row.expectedVersion)
      throw new AppError('VERSION_CONFLICT', productMessages.stale);
  }
  return byId;
}

async function auditSaves(
  tx: Db,
  actor: SaveActor,
  saves: readonly ProductSave[],
  before: readonly (Product | null)[],
  saved: readonly Product[],
  lists: readonly PriceListRow[],
) {
  for (const [index, save] of saves.entries()) {
    if (!save.audit) continue;
    const after = saved[index]!;
    const previous = before[index] ?? null;
    const names = await auditNames(tx, actor.accountId, previous ? [previous, after] : [after], lists);
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      ...(actor.ip !== undefined ? { ip: actor.ip } : {}),
      action: previous ? 'edit' : 'create',
      targetType: productTarget,
      targetId: after.id,
      targetLabel: `${after.name} (${after.sku})`,
      details: {
        changes: {
          ...changedFields(previous ? auditedProduct(previous, names) : {}, auditedProduct(after, names)),
          ...save.audit.extra,
        },
      },
    });
  }
}

/**
 * Saves whole products through the one catalogue writer: the rows (batchCreateProducts /
 * batchUpdateProducts, the module's rules applied), each product's variant list
 * (batchReplaceVariants), all its prices (batchReplacePrices, default-list price recomputed), the
 * automatic categories of new products without a main category, and the audit entries asked for.
 * The caller has checked the values (validation.ts) and holds the account's product-write lock.
 * Answers the saved products and, for updates, the products as they were.
 */
export async function batchSaveProducts(
  tx: Db,
  actor: SaveActor,
  saves: readonly ProductSave[],
  lists: readonly PriceListRow[],
): Promise<{ saved: Product[]; before: (Product | null)[] }> {
  const updates = saves.filter((save) => save.id !== null);
  await lockForSave(
    tx,
    actor.accountId,
    updates.map((save) => ({ id: save.id!, expectedVersion: save.expectedVersion })),
  );
  const before = await Promise.all(
    saves.map((save) => (save.id ? readProduct(tx, actor.accountId, save.id, lists) : null)),
  );
  const creates = saves.filter((save) => save.id === null);
  const createdIds = await batchCreateProducts(
    tx,
    actor,
    creates.map((save) => productFieldValues(save.values)),
    null,
    { autoCategories: false },
  );
  await batchUpdateProducts(
    tx,
    actor,
    updates.map((save) => ({ id: save.id!, values: productFieldValues(save.values) })),
    null,
  );
  const ids = saves.map((save) => save.id ?? createdIds.get(save.values.sku.toLowerCase())!);
  const variantIds = await batchReplaceVariants(
    tx,
    actor,
    saves.map((save, index) => ({
      productId: ids[index]!,
      variants: save.values.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        ean: textOrNull(variant.ean),
        name: textOrNull(variant.name),
        axes: JSON.stringify(variant.axes),
      })),
    })),
  );
  const prices: StoredPrice[] = saves.flatMap((save, index) => [
    ...save.values.prices.map((price) => ({ productId: ids[index]!, variantId: null, ...price })),
    ...save.values.variants.flatMap((variant, position) =>
      variant.prices.map((price) => ({
        productId: ids[index]!,
        variantId: variantIds[index]![position]!,
        ...price,
      })),
    ),
  ]);
  await batchReplacePrices(tx, actor.accountId, ids, prices, lists);
  // After prices and variants, so a rule over the price or the variants sees the saved product.
  await applyAutoCategoriesTo(tx, actor.accountId, { ids: [...createdIds.values()] });
  const saved = await Promise.all(ids.map((id) => readProduct(tx, actor.accountId, id, lists)));
  await auditSaves(tx, actor, saves, before, saved, lists);
  return { saved, before };
}
