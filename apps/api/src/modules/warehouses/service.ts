import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  hierarchyMax,
  maxWarehouses,
  warehouseMessages as messages,
  warehouseBody,
  type UpdateWarehouseBody,
  type Warehouse,
  type WarehouseBody,
  type WarehouseList,
  type WarehouseListQuery,
} from '@zaplecze/contract/warehouses/warehouses';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { listStatuses } from '../order-statuses/service';
import { auditedWarehouseFields, toWarehouse, warehouseTarget, type Actor } from './mapping';
import { findDefaultPriceListId, findPriceListRow } from './price-lists/repository';
import {
  clearDefaultWarehouse,
  deleteWarehouseRow,
  findDefaultWarehouseId,
  findWarehouse,
  findWarehousePage,
  insertWarehouse,
  lockAccountWarehouses,
  selectAllWarehouses,
  updateWarehouseRow,
  type WarehouseRow,
} from './repository';

/**
 * Price lists for other modules (products, orders), which reach this module only through this
 * file: `previewPrice` derives a dependent list's price from its root the one way it is done.
 */
export { createPriceList, getPriceList, listPriceLists, previewPrice } from './price-lists/service';
/** Products: every list of the account (hierarchy order) and a hook run when prices move. */
export { registerPriceListChangeHook, type PriceListChangeHook } from './price-lists/service';
export { selectAllPriceLists as listAllPriceLists, type PriceListRow } from './price-lists/repository';
export { plainMultiplier } from './price-lists/mapping';
/** The account's default price list (id or null), where an order, import or rollback has none given. */
export { findDefaultPriceListId as defaultPriceListId } from './price-lists/repository';
/** The account's default warehouse (id or null). */
export { findDefaultWarehouseId as defaultWarehouseId } from './repository';

/** Both defaults at once, for an import run or its rollback (products and stock go there). */
export async function accountDefaults(db: Db, accountId: string) {
  return {
    defaultPriceListId: await findDefaultPriceListId(db, accountId),
    defaultWarehouseId: await findDefaultWarehouseId(db, accountId),
  };
}

export async function listWarehouses(
  db: Db,
  accountId: string,
  query: WarehouseListQuery,
): Promise<WarehouseList> {
  const { rows, count } = await findWarehousePage(
    db,
    accountId,
    query.search || undefined,
    query.page,
    query.limit,
  );
  return { data: rows.map(toWarehouse), count, page: query.page, limit: query.limit };
}

export async function getWarehouse(db: Db, accountId: string, id: string): Promise<Warehouse> {
  const row = await findWarehouse(db, accountId, id);
  if (!row) throw notFound(messages.notFound);
  return toWarehouse(row);
}

/** Every warehouse of the account by hierarchy: for pickers in other areas (orders, products). */
export async function listAllWarehouses(db: Db, accountId: string): Promise<WarehouseRow[]> {
  return selectAllWarehouses(db, accountId);
}

function firstFreePosition(taken: Set<number>): number {
  for (let position = 1; position <= hierarchyMax; position += 1) if (!taken.has(position)) return position;
  return hierarchyMax;
}

/** The references a form names must be the account's own; a wrong one is a field error, not a 404. */
async function checkReferences(tx: Db, accountId: string, body: ReturnType<typeof warehouseBody.parse>) {
  if (body.defaultPriceListId && !(await findPriceListRow(tx, accountId, body.defaultPriceListId)))
    throw validationFailed({ defaultPriceListId: messages.priceListNotFound });
  if (body.cancellationStatusId || body.reservationStatusId) {
    const statuses = (await listStatuses(tx, accountId)).data;
    const known = (id: string | null) => !id || statuses.some((status) => status.id === id);
    if (!known(body.cancellationStatusId))
      throw validationFailed({ cancellationStatusId: messages.statusNotFound });
    if (!known(body.reservationStatusId))
      throw validationFailed({ reservationStatusId: messages.reservationStatusNotFound });
  }
}

function hierarchyTaken(): AppError {
  return new AppError('CONFLICT', messages.hierarchyTaken, { hierarchyPosition: messages.hierarchyTaken });
}

/** The first warehouse of an account is its default; at most 20 warehouses. */
export async function createWarehouse(db: Db, actor: Actor, input: WarehouseBody): Promise<Warehouse> {
  const body = warehouseBody.parse(input);
  return db.transaction(async (tx) => {
    await lockAccountWarehouses(tx, actor.accountId);
    const existing = await selectAllWarehouses(tx, actor.accountId);
    if (existing.length >= maxWarehouses) throw new AppError('CONFLICT', messages.limitReached);
    const taken = new Set(existing.map((row) => row.hierarchyPosition));
    if (body.hierarchyPosition !== undefined && taken.has(body.hierarchyPosition)) throw hierarchyTaken();
    await checkReferences(tx, actor.accountId, body);
    const isDefault = body.isDefault || existing.length === 0;
    if (isDefault) await clearDefaultWarehouse(tx, actor.accountId, null);
    const row = await insertWarehouse(tx, {
      accountId: actor.accountId,
      systemId: Math.max(0, ...existing.map((other) => other.systemId)) + 1,
      name: body.name,
      isDefault,
      hierarchyPosition: body.hierarchyPosition ?? firstFreePosition(taken),
      defaultPriceListId: body.defaultPriceListId,
      allowNegativeStock: body.allowNegativeStock,
      reservationTiming: body.reservationTiming,
      cancellationStatusId: body.cancellationStatusId,
      reservationStatusId: body.reservationStatusId,
    });
    const saved = (await findWarehouse(tx, actor.accountId, row.id))!;
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: warehouseTarget,
      targetId: row.id,
      targetLabel: row.name,
      details: { changes: changedFields({}, auditedWarehouseFields(saved)) },
    });
    return toWarehouse(saved);
  });
}

/** Making a warehouse the default takes the flag from the previous one in the same transaction. */
export async function updateWarehouse(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateWarehouseBody,
): Promise<Warehouse> {
  const body = warehouseBody.parse(input);
  return db.transaction(async (tx) => {
    await lockAccountWarehouses(tx, actor.accountId);
    const current = await findWarehouse(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    if (current.version !== input.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    if (current.isDefault && !body.isDefault) throw validationFailed({ isDefault: messages.defaultUnset });
    const position = body.hierarchyPosition ?? current.hierarchyPosition;
    const others = (await selectAllWarehouses(tx, actor.accountId)).filter((row) => row.id !== id);
    if (others.some((row) => row.hierarchyPosition === position)) throw hierarchyTaken();
    await checkReferences(tx, actor.accountId, body);
    if (body.isDefault && !current.isDefault) await clearDefaultWarehouse(tx, actor.accountId, id);
    await updateWarehouseRow(tx, id, {
      name: body.name,
      isDefault: body.isDefault,
      hierarchyPosition: position,
      defaultPriceListId: body.defaultPriceListId,
      allowNegativeStock: body.allowNegativeStock,
      reservationTiming: body.reservationTiming,
      cancellationStatusId: body.cancellationStatusId,
      reservationStatusId: body.reservationStatusId,
    });
    const saved = (await findWarehouse(tx, actor.accountId, id))!;
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: warehouseTarget,
      targetId: id,
      targetLabel: saved.name,
      details: { changes: changedFields(auditedWarehouseFields(current), auditedWarehouseFields(saved)) },
    });
    return toWarehouse(saved);
  });
}

/** The default warehouse cannot be deleted: another one must take the flag first. */
export async function deleteWarehouse(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountWarehouses(tx, actor.accountId);
    const current = await findWarehouse(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    if (current.isDefault) throw new AppError('CONFLICT', messages.defaultDelete);
    await deleteWarehouseRow(tx, id).catch((error: unknown) => {
      // Locations (and later stock) reference the warehouse; the database refuses, the user gets why.
      const failed = error as { code?: string; cause?: { code?: string } };
      if ((failed.cause?.code ?? failed.code) === '23503') throw new AppError('CONFLICT', messages.inUse);
      throw error;
    });
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: warehouseTarget,
      targetId: id,
      targetLabel: current.name,
    });
  });
}
