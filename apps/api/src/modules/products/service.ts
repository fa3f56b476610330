import { genericMessages } from '@zaplecze/contract/common/errors';
import { productCoreMessages } from '@zaplecze/contract/products/product-core';
import { productMessages, type Product, type createProductBody } from '@zaplecze/contract/products/products';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { actorOf } from '../../lib/routes';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, listAudit, recordAudit } from '../audit/service';
import { assertPlanLimit, getLicence } from '../plans/service';
import { listAllPriceLists, type PriceListRow } from '../warehouses/service';
import { applyAutoCategoriesTo } from './auto-categories/apply';
import { auditNames, auditedProduct } from './audit';
import { droppedUrls, removeDroppedPictures } from './picture-files';
import { productFieldsOf, productTarget, toProduct } from './mapping';
import { recomputeProductPrices } from './prices';
import {
  countProductsUpTo,
  deleteProductRow,
  insertProduct,
  lockProductWrites,
  replacePrices,
  reservedQuantity,
  selectPrices,
  selectProduct,
  selectVariants,
  syncVariants,
  updateProductRow,
} from './repository';
import { sanitizeProductHtml } from './sanitize-html';
import { requireGeneratedSku } from './sku';
import { checkProductValues, checkSkus, type ProductValues } from './validation';

export type Actor = ReturnType<typeof actorOf>;
/** Other modules (import) categorise the products they create through this one applier. */
export { applyAutoCategoriesTo } from './auto-categories/apply';
/** The catalogue's set-based batch write and restore, for imports and integrations (DESIGN.md §2). */
export * from './batch-write/index';
/** What the caller may do beyond editing: publishing takes PIM publish. */
export interface ProductAccess {
  canPublish: boolean;
}
type Body = z.output<typeof createProductBody>;

async function readProduct(db: Db, accountId: string, id: string, lists?: PriceListRow[]): Promise<Product> {
  const row = await selectProduct(db, accountId, id);
  if (!row) throw notFound(productMessages.notFound);
  const [variants, prices, allLists] = await Promise.all([
    selectVariants(db, id),
    selectPrices(db, id),
    lists ?? listAllPriceLists(db, accountId),
  ]);
  return toProduct(row, variants, prices, allLists);
}

export const getProduct = (db: Db, accountId: string, id: string) => readProduct(db, accountId, id);

function assertMayPublish(access: ProductAccess, status: string, before: string | null) {
  if (status === 'Published' && before !== 'Published' && !access.canPublish)
    throw new AppError('FORBIDDEN', missingPermissionMessage('pim.publish'));
}

/** The plan's product limit, counting no further than the limit (a million rows stay uncounted). */
async function assertProductLimit(tx: Db, accountId: string) {
  const limit = (await getLicence(tx, accountId)).limits.products;
  const used = limit === null ? 0 : await countProductsUpTo(tx, accountId, limit + 1);
  await assertPlanLimit(tx, accountId, 'products', used);
}

/** Variants and prices of a checked body, stored for product `id`. */
async function storeParts(tx: Db, accountId: string, id: string, values: ProductValues) {
  const variantIds = await syncVariants(
    tx,
    accountId,
    id,
    values.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      ean: variant.ean,
      name: variant.name,
      axes: variant.axes,
    })),
  );
  await replacePrices(tx, accountId, id, [
    ...values.prices.map((price) => ({ variantId: null, ...price })),
    ...values.variants.flatMap((variant, index) =>
      variant.prices.map((price) => ({ variantId: variantIds[index]!, ...price })),
    ),
  ]);
  await recomputeProductPrices(tx, accountId, [id]);
}

/**
 * A writer outside this module (an import) may take a SKU between the check and the insert: the
 * unique indexes refuse it, and the caller hears the same 409 as from the check.
 */
export async function skuGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', productMessages.skuTaken, { sku: productMessages.skuTaken });
  }
}

const cleanBody = (body: Body): Body => ({
  ...body,
  longDescription: sanitizeProductHtml(body.longDescription),
});

/**
 * Creates a product inside `tx` (locked for the account's product writes): plan limit, checks,
 * the row, its variants and prices, automatic categories. Returns its id; no audit entry.
 */
export async function insertCheckedProduct(tx: Db, accountId: string, body: Body, lists: PriceListRow[]) {
  await assertProductLimit(tx, accountId);
  const checked = await checkProductValues(tx, accountId, cleanBody(body), lists);
  const values = checked.sku
    ? checked
    : { ...checked, sku: await requireGeneratedSku(tx, accountId, checked) };
  await checkSkus(tx, accountId, values, null);
  const row = await insertProduct(tx, { ...productFieldsOf(values), accountId });
  await storeParts(tx, accountId, row.id, values);
  if (!values.categoryId) await applyAutoCategoriesTo(tx, accountId, { ids: [row.id] });
  return row.id;
}

export async function createProduct(
  db: Db,
  actor: Actor,
  access: ProductAccess,
  body: Body,
): Promise<Product> {
  assertMayPublish(access, body.status, null);
  return skuGuard(() =>
    db.transaction(async (tx) => {
      await lockProductWrites(tx, actor.accountId);
      const lists = await listAllPriceLists(tx, actor.accountId);
      const id = await insertCheckedProduct(tx, actor.accountId, body, lists);
      const saved = await readProduct(tx, actor.accountId, id, lists);
      const names = await auditNames(tx, actor.accountId, [saved], lists);
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: productTarget,
        targetId: id,
        targetLabel: `${saved.name} (${saved.sku})`,
        details: { changes: changedFields({}, auditedProduct(saved, names)) },
      });
      return saved;
    }),
  );
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  access: ProductAccess,
  id: string,
  body: Body & { version: number },
  dataDir: string,
): Promise<Product> {
  const { saved, before } = await skuGuard(() =>
    db.transaction(async (tx) => {
      await lockProductWrites(tx, actor.accountId);
      const current = await selectProduct(tx, actor.accountId, id, true);
      if (!current) throw notFound(productMessages.notFound);
      if (current.version !== body.version) throw new AppError('VERSION_CONFLICT', productMessages.stale);
      assertMayPublish(access, body.status, current.status);
      const lists = await listAllPriceLists(tx, actor.accountId);
      const before = await readProduct(tx, actor.accountId, id, lists);
      const values = await checkProductValues(tx, actor.accountId, cleanBody(body), lists);
      const ownVariants = new Set(before.variants.map((variant) => variant.id));
      const foreign = values.variants.findIndex((variant) => variant.id && !ownVariants.has(variant.id));
      if (foreign !== -1)
        throw new AppError('VALIDATION_FAILED', genericMessages.validation, {
          [`variants.${foreign}.id`]: productCoreMessages.variantMissing,
        });
      await checkSkus(tx, actor.accountId, values, id);
      const kept = new Set(values.variants.map((variant) => variant.id));
      const removed = before.variants.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id);
      const reservedOfRemoved = await reservedQuantity(tx, id, removed);
      if (reservedOfRemoved > 0)
        throw new AppError('CONFLICT', productCoreMessages.variantReserved(reservedOfRemoved), {
          variants: productCoreMessages.variantReserved(reservedOfRemoved),
        });
      await updateProductRow(tx, id, productFieldsOf(values));
      await storeParts(tx, actor.accountId, id, values);
      const saved = await readProduct(tx, actor.accountId, id, lists);
      const names = await auditNames(tx, actor.accountId, [before, saved], lists);
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: productTarget,
        targetId: id,
        targetLabel: `${saved.name} (${saved.sku})`,
        details: { changes: changedFields(auditedProduct(before, names), auditedProduct(saved, names)) },
      });
      return { saved, before };
    }),
  );
  await removeDroppedPictures(db, dataDir, actor.accountId, droppedUrls(before.pictures, saved.pictures));
  return saved;
}

/** Refused while order lines reserve it; its variants, prices and stock levels go with it. */
export async function deleteProduct(db: Db, actor: Actor, id: string, dataDir: string): Promise<void> {
  const pictures = await db.transaction(async (tx) => {
    const current = await selectProduct(tx, actor.accountId, id, true);
    if (!current) throw notFound(productMessages.notFound);
    const reserved = await reservedQuantity(tx, id);
    if (reserved > 0) throw new AppError('CONFLICT', productCoreMessages.deleteReserved(reserved));
    const lists = await listAllPriceLists(tx, actor.accountId);
    const before = await readProduct(tx, actor.accountId, id, lists);
    const names = await auditNames(tx, actor.accountId, [before], lists);
    await deleteProductRow(tx, id);
    const changes = Object.fromEntries(
      Object.entries(auditedProduct(before, names)).map(([field, value]) => [
        field,
        { before: value, after: null },
      ]),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: productTarget,
      targetId: id,
      targetLabel: `${before.name} (${before.sku})`,
      details: { changes },
    });
    return before.pictures;
  });
  await removeDroppedPictures(
    db,
    dataDir,
    actor.accountId,
    pictures.map((picture) => picture.url),
  );
}

/** The audit trail of one product, newest first (the editor's history tab). */
export async function productHistory(
  db: Db,
  accountId: string,
  id: string,
  page: { page: number; limit: number },
) {
  if (!(await selectProduct(db, accountId, id))) throw notFound(productMessages.notFound);
  return listAudit(db, accountId, { action: 'all', target: { type: productTarget, id }, ...page });
}

/** The import/export log (product-import module) lists export jobs and the sweep expires their files. */
export { exportLogEntries, expireExportFiles, type ExportLogEntry } from './export/log';
