import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  locationMessages as messages,
  type LocationType,
  type LocationTypeBody,
  type LocationTypeList,
  type LocationTypeListQuery,
  type UpdateLocationTypeBody,
} from '@zaplecze/contract/locations/locations';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import {
  deleteTypeRow,
  insertTypes,
  lockType,
  selectType,
  selectTypePage,
  selectTypesByName,
  updateTypeRow,
  type LocationTypeFields,
  type LocationTypeRow,
} from './repository';

export interface Actor {
  userId: string;
  accountId: string;
  ip: string | null;
}

export const locationTypeTarget = 'location_type';

function toLocationType(row: LocationTypeRow & { locationCount: number }): LocationType {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    availableForSale: row.availableForSale,
    mode: row.mode,
    group: row.group,
    description: row.description,
    color: row.color,
    locationCount: row.locationCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const fieldsOf = (row: LocationTypeFields): LocationTypeFields => ({
  name: row.name,
  type: row.type,
  availableForSale: row.availableForSale,
  mode: row.mode,
  group: row.group,
  description: row.description,
  color: row.color,
});

export async function listLocationTypes(
  db: Db,
  accountId: string,
  query: LocationTypeListQuery,
): Promise<LocationTypeList> {
  const { rows, count } = await selectTypePage(db, accountId, query);
  return { data: rows.map(toLocationType), count, page: query.page, limit: query.limit };
}

export async function getLocationType(db: Db, accountId: string, id: string): Promise<LocationType> {
  const row = await selectType(db, accountId, id);
  if (!row) throw notFound(messages.typeNotFound);
  return toLocationType(row);
}

/** For the locations module: the type a location refers to, locked against deletion, or undefined. */
export async function findLocationTypeForUse(
  tx: Db,
  accountId: string,
  id: string,
): Promise<{ id: string; name: string; color: string } | undefined> {
  await lockType(tx, accountId, id);
  const row = await selectType(tx, accountId, id);
  return row && { id: row.id, name: row.name, color: row.color };
}

/** For CSV import: the account's types by lower-cased name. */
export async function locationTypesByName(db: Db, accountId: string) {
  const byName = await selectTypesByName(db, accountId);
  return new Map([...byName].map(([name, row]) => [name, { id: row.id, name: row.name }]));
}

export async function createLocationTypes(tx: Db, accountId: string, bodies: LocationTypeBody[]) {
  return insertTypes(
    tx,
    bodies.map((body) => ({ accountId, ...fieldsOf(body) })),
  );
}

export async function createLocationType(
  db: Db,
  actor: Actor,
  body: LocationTypeBody,
): Promise<LocationType> {
  return db.transaction(async (tx) => {
    const [row] = await createLocationTypes(tx, actor.accountId, [body]);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: locationTypeTarget,
      targetId: row!.id,
      targetLabel: row!.name,
      details: { changes: changedFields({}, fieldsOf(row!)) },
    });
    return toLocationType({ ...row!, locationCount: 0 });
  });
}

export async function updateLocationType(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateLocationTypeBody,
): Promise<LocationType> {
  return db.transaction(async (tx) => {
    await lockType(tx, actor.accountId, id);
    const current = await selectType(tx, actor.accountId, id);
    if (!current) throw notFound(messages.typeNotFound);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const saved = await updateTypeRow(tx, id, fieldsOf(body));
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: locationTypeTarget,
      targetId: id,
      targetLabel: saved.name,
      details: { changes: changedFields(fieldsOf(current), fieldsOf(saved)) },
    });
    return toLocationType({ ...saved, locationCount: current.locationCount });
  });
}

/** A type still used by locations stays: deleting it would leave them without a type. */
export async function deleteLocationType(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockType(tx, actor.accountId, id);
    const current = await selectType(tx, actor.accountId, id);
    if (!current) throw notFound(messages.typeNotFound);
    if (current.locationCount > 0) throw new AppError('CONFLICT', messages.typeInUse(current.locationCount));
    await deleteTypeRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: locationTypeTarget,
      targetId: id,
      targetLabel: current.name,
    });
  });
}
