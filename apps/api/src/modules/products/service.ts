import { genericMessages } from '@zaplecze/contract/common/errors';
import { productCoreMessages } from '@zaplecze/contract/products/product-core';
import { productMessages, type Product, type createProductBody } from '@zaplecze/contract/products/products';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage/index';
import { AppError, notFound } from '../../errors';
import type { actorOf } from '../../lib/routes';
import { isUniqueViolation } from '../accounts/service';
import { listAudit, recordAudit } from '../audit/service';
import { assertPlanLimit, getLicence } from '../plans/service';
import { listAllPriceLists, type PriceListRow } from '../warehouses/service';
import { auditNames, auditedProduct } from './audit';
import { productRules } from './batch-write/columns';
import { batchRemoveProducts } from './batch-write/remove';
import { batchSaveProducts, lockForSave, type ProductSave, type SaveActor } from './batch-write/save';
import { droppedUrls, removeDroppedPictures } from './picture-files';
import { productTarget } from './mapping';
import { readProduct } from './read';
import {
  countProductsUpTo,
  lockProductWrites,
  reservedQuantity,
  selectProduct,
  selectVariants,
} from './repository';
import { requireGeneratedSku } from './sku';
import { checkProductValues, checkSkus } from './validation';

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

/** The module's rules on what the editor sends, before the checks (the batch write applies them again). */
const cleanBody = (body: Body): Body => ({
  ...body,
  longDescription: productRules({ longDescription: body.longDescription }).longDescription ?? '',
});

/**
 * Creates a product inside `tx` (locked for the account's product writes): plan limit, checks,
 * then the batch write (row, variants, prices, automatic categories; the audit entry when `audit`
 * is given). Returns the saved product.
 */
export async function insertCheckedProduct(
  tx: Db,
  actor: SaveActor,
  body: Body,
  lists: PriceListRow[],
  audit?: ProductSave['audit'],
): Promise<Product> {
  await assertProductLimit(tx, actor.accountId);
  const checked = await checkProductValues(tx, actor.accountId, cleanBody(body), lists);
  const values = checked.sku
    ? checked
    : { ...checked, sku: await requireGeneratedSku(tx, actor.accountId, checked) };
  await checkSkus(tx, actor.accountId, values, null);
  const { saved } = await batchSaveProducts(
    tx,
    actor,
    [{ id: null, values, ...(audit ? { audit } : {}) }],
    lists,
  );
  return saved[0]!;
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
      return insertCheckedProduct(tx, actor, body, lists, {});
    }),
  );
}

/**
 * The editor's save of an existing product, a batch of one: the version must be the one the form
 * read (409), then checks, then the batch write replaces the row, its variant list and its prices
 * and records the audit entry; picture files no product holds go after the commit.
 */
export async function updateProduct(
  db: Db,
  actor: Actor,
  access: ProductAccess,
  id: string,
  body: Body & { version: number },
  storage: FileStorage,
): Promise<Product> {
  const { saved, before } = await skuGuard(() =>
    db.transaction(async (tx) => {
      await lockProductWrites(tx, actor.accountId);
      const current = (await lockForSave(tx, actor.accountId, [{ id, expectedVersion: body.version }])).get(
        id,
      )!;
      assertMayPublish(access, body.status, current.status);
      const lists = await listAllPriceLists(tx, actor.accountId);
      const values = await checkProductValues(tx, actor.accountId, cleanBody(body), lists);
      const ownVariants = new Set((await selectVariants(tx, id)).map((variant) => variant.id));
      const foreign = values.variants.findIndex((variant) => variant.id && !ownVariants.has(variant.id));
      if (foreign !== -1)
        throw new AppError('VALIDATION_FAILED', genericMessages.validation, {
          [`variants.${foreign}.id`]: productCoreMessages.variantMissing,
        });
      await checkSkus(tx, actor.accountId, values, id);
      const result = await batchSaveProducts(
        tx,
        actor,
        [{ id, expectedVersion: body.version, values, audit: {} }],
        lists,
      );
      return { saved: result.saved[0]!, before: result.before[0]! };
    }),
  );
  await removeDroppedPictures(db, storage, actor.accountId, droppedUrls(before.pictures, saved.pictures));
  return saved;
}

export async function deleteProduct(db: Db, actor: Actor, id: string, storage: FileStorage): Promise<void> {
  const pictures = await db.transaction(async (tx) => {
    const current = await selectProduct(tx, actor.accountId, id, true);
    if (!current) throw notFound(productMessages.notFound);
    const reserved = await reservedQuantity(tx, id);
    if (reserved > 0) throw new AppError('CONFLICT', productCoreMessages.deleteReserved(reserved));
    const lists = await listAllPriceLists(tx, actor.accountId);
    const before = await readProduct(tx, actor.accountId, id, lists);
    const names = await auditNames(tx, actor.accountId, [before], lists);
    await batchRemoveProducts(tx, actor.accountId, [id]);
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
    storage,
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
