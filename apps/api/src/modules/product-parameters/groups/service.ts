import {
  type parameterGroupBody,
  parameterMessages as messages,
  type ParameterGroup,
  type ParameterGroupList,
  type UpdateParameterGroupBody,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../errors';
import { isUniqueViolation } from '../../accounts/service';
import { changedFields, recordAudit } from '../../audit/service';
import { assertVersion, nameTaken, type Actor } from '../shared';
import {
  deleteGroupRow,
  insertGroup,
  selectGroup,
  selectGroupByName,
  selectGroupPage,
  updateGroupRow,
  type GroupFields,
  type GroupRow,
} from './repository';

export const groupTarget = 'parameter_group';
type GroupData = z.output<typeof parameterGroupBody>;

export function toGroupView(row: GroupRow & { parametersCount?: number }): ParameterGroup {
  return {
    id: row.id,
    name: row.name,
    labelPl: row.labelPl,
    labelEn: row.labelEn,
    parametersCount: row.parametersCount ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const fieldsOf = (row: GroupFields): GroupFields => ({
  name: row.name,
  labelPl: row.labelPl,
  labelEn: row.labelEn,
});

export async function listGroups(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined; sort: string },
): Promise<ParameterGroupList> {
  const { rows, count } = await selectGroupPage(db, accountId, query);
  return { data: rows.map(toGroupView), count, page: query.page, limit: query.limit };
}

export async function getGroup(db: Db, accountId: string, id: string): Promise<ParameterGroup> {
  const row = await selectGroup(db, accountId, id);
  if (!row) throw notFound(messages.groupNotFound);
  return toGroupView(row);
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('name', messages.groupNameTaken);
    throw error;
  }
}

/** Creates a group inside `tx` and audits it; the caller has checked the name is free. */
export async function createGroupIn(tx: Db, actor: Actor, body: GroupData): Promise<GroupRow> {
  const row = await insertGroup(tx, actor.accountId, fieldsOf(body));
  await recordAudit(tx, {
    ...actor,
    action: 'create',
    targetType: groupTarget,
    targetId: row.id,
    targetLabel: row.name,
    details: { changes: changedFields({}, fieldsOf(row)) },
  });
  return row;
}

/** Changes a group inside `tx` and audits the changed fields. */
export async function updateGroupIn(
  tx: Db,
  actor: Actor,
  current: GroupRow,
  body: GroupData,
): Promise<GroupRow> {
  const saved = await updateGroupRow(tx, current.id, fieldsOf(body));
  await recordAudit(tx, {
    ...actor,
    action: 'edit',
    targetType: groupTarget,
    targetId: saved.id,
    targetLabel: saved.name,
    details: { changes: changedFields(fieldsOf(current), fieldsOf(saved)) },
  });
  return saved;
}

export async function createGroup(db: Db, actor: Actor, body: GroupData): Promise<ParameterGroup> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (await selectGroupByName(tx, actor.accountId, body.name))
        throw nameTaken('name', messages.groupNameTaken);
      return toGroupView(await createGroupIn(tx, actor, body));
    }),
  );
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  id: string,
  body: GroupData & Pick<UpdateParameterGroupBody, 'version'>,
): Promise<ParameterGroup> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const current = await selectGroup(tx, actor.accountId, id);
      if (!current) throw notFound(messages.groupNotFound);
      assertVersion(current.version, body.version);
      const other = await selectGroupByName(tx, actor.accountId, body.name);
      if (other && other.id !== id) throw nameTaken('name', messages.groupNameTaken);
      const saved = await updateGroupIn(tx, actor, current, body);
      return toGroupView({ ...saved, parametersCount: current.parametersCount });
    }),
  );
}

/** Deletes a group; its parameters stay, without a group (the foreign key sets null). */
export async function deleteGroup(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await selectGroup(tx, actor.accountId, id);
    if (!group) throw notFound(messages.groupNotFound);
    await deleteGroupRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: groupTarget,
      targetId: id,
      targetLabel: group.name,
      details: { note: `Parametry grupy (${group.parametersCount}) pozostały bez grupy` },
    });
  });
}
