import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  locationMessages as messages,
  type Location,
  type LocationBody,
  type LocationList,
  type LocationListQuery,
  type UpdateLocationBody,
} from '@zaplecze/contract/locations/locations';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import { findLocationTypeForUse, type Actor } from '../location-types/service';
import {
  codeTaken,
  deleteLocationRows,
  insertLocations,
  lockAccountLocations,
  nextSystemId,
  selectLocation,
  selectLocationPage,
  selectLocations,
  updateLocationRow,
  type LocationRow,
  type LocationWithType,
} from './repository';
import { listWarehouses, warehouseExists, warehouseNames } from './warehouses';

export { listWarehouses };
export const locationTarget = 'location';

export function toLocation(row: LocationWithType, names: Map<string, string>): Location {
  return {
    id: row.id,
    code: row.code,
    systemId: row.systemId,
    typeId: row.typeId,
    typeName: row.typeName,
    typeColor: row.typeColor,
    warehouseId: row.warehouseId,
    warehouseName: names.get(row.warehouseId) ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const codeTakenError = () => new AppError('CONFLICT', messages.codeTaken, { code: messages.codeTaken });

export async function listLocations(
  db: Db,
  accountId: string,
  query: LocationListQuery,
): Promise<LocationList> {
  const [{ rows, count }, names] = await Promise.all([
    selectLocationPage(
      db,
      { accountId, search: query.search, warehouseId: query.warehouseId, typeId: query.typeId },
      query,
    ),
    warehouseNames(db, accountId),
  ]);
  return { data: rows.map((row) => toLocation(row, names)), count, page: query.page, limit: query.limit };
}

export async function getLocation(db: Db, accountId: string, id: string): Promise<Location> {
  const row = await selectLocation(db, accountId, id);
  if (!row) throw notFound(messages.locationNotFound);
  return toLocation(row, await warehouseNames(db, accountId));
}

/** Locations by id for labels; every id must be the account's (404 otherwise). */
export async function locationsByIds(db: Db, accountId: string, ids: readonly string[]): Promise<Location[]> {
  const rows = await selectLocations(db, { accountId, ids }, ids.length);
  if (rows.length !== ids.length) throw notFound(messages.locationNotFound);
  const names = await warehouseNames(db, accountId);
  return rows.map((row) => toLocation(row, names));
}

/** Checks what a location refers to; a type or warehouse of another account reads as unknown. */
async function checkReferences(tx: Db, accountId: string, body: LocationBody) {
  const type = await findLocationTypeForUse(tx, accountId, body.typeId);
  if (!type) throw validationFailed({ typeId: messages.typeUnknown });
  if (!(await warehouseExists(tx, accountId, body.warehouseId)))
    throw validationFailed({ warehouseId: messages.warehouseUnknown });
  return type;
}

const audited = (row: Pick<LocationRow, 'code' | 'typeId' | 'warehouseId'>, typeName: string) => ({
  code: row.code,
  type: typeName,
  warehouseId: row.warehouseId,
});

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTakenError();
    throw error;
  }
}

export async function createLocation(db: Db, actor: Actor, body: LocationBody): Promise<Location> {
  return saving(() =>
    db.transaction(async (tx) => {
      await lockAccountLocations(tx, actor.accountId);
      const type = await checkReferences(tx, actor.accountId, body);
      if (await codeTaken(tx, actor.accountId, body.warehouseId, body.code)) throw codeTakenError();
      const [row] = await insertLocations(tx, [
        {
          accountId: actor.accountId,
          warehouseId: body.warehouseId,
          typeId: body.typeId,
          code: body.code,
          systemId: await nextSystemId(tx, actor.accountId),
        },
      ]);
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: locationTarget,
        targetId: row!.id,
        targetLabel: row!.code,
        details: { changes: changedFields({}, audited(row!, type.name)) },
      });
      return toLocation(
        { ...row!, typeName: type.name, typeColor: type.color },
        await warehouseNames(tx, actor.accountId),
      );
    }),
  );
}

export async function updateLocation(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateLocationBody,
): Promise<Location> {
  return saving(() =>
    db.transaction(async (tx) => {
      await lockAccountLocations(tx, actor.accountId);
      const current = await selectLocation(tx, actor.accountId, id);
      if (!current) throw notFound(messages.locationNotFound);
      if (current.version !== body.version)
        throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
      const type = await checkReferences(tx, actor.accountId, body);
      if (await codeTaken(tx, actor.accountId, body.warehouseId, body.code, id)) throw codeTakenError();
      const saved = await updateLocationRow(tx, id, {
        code: body.code,
        typeId: body.typeId,
        warehouseId: body.warehouseId,
      });
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: locationTarget,
        targetId: id,
        targetLabel: saved.code,
        details: { changes: changedFields(audited(current, current.typeName), audited(saved, type.name)) },
      });
      return toLocation(
        { ...saved, typeName: type.name, typeColor: type.color },
        await warehouseNames(tx, actor.accountId),
      );
    }),
  );
}

/** Deletes all the given locations or none: an id that is not the account's is a 404. */
export async function deleteLocations(db: Db, actor: Actor, ids: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockAccountLocations(tx, actor.accountId);
    const rows = await selectLocations(tx, { accountId: actor.accountId, ids }, ids.length);
    if (rows.length !== ids.length) throw notFound(messages.locationNotFound);
    await deleteLocationRows(tx, actor.accountId, ids);
    for (const row of rows) {
      await recordAudit(tx, {
        ...actor,
        action: 'delete',
        targetType: locationTarget,
        targetId: row.id,
        targetLabel: row.code,
      });
    }
    return rows.length;
  });
}

/** Many locations at once with consecutive system ids, unaudited: for demo data only. */
export async function addSeedLocations(
  tx: Db,
  accountId: string,
  items: readonly { code: string; typeId: string; warehouseId: string }[],
): Promise<void> {
  await lockAccountLocations(tx, accountId);
  const first = await nextSystemId(tx, accountId);
  await insertLocations(
    tx,
    items.map((item, index) => ({ accountId, ...item, systemId: first + index })),
  );
}
