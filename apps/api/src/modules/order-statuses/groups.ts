import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  orderStatusMessages as messages,
  type GroupBody,
  type OrderStatusGroup,
  type OrderStatusGroupList,
  type ReorderGroupsBody,
  type UpdateGroupBody,
} from '@zaplecze/contract/order-statuses/order-statuses';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { groupTarget, toGroup, ungroupedLabel, type Actor } from './mapping';
import {
  deleteGroupRow,
  insertGroups,
  lockAccountStatuses,
  placeGroups,
  placeStatuses,
  selectGroup,
  selectGroups,
  selectStatusIdsInGroup,
  updateGroupName,
} from './repository';

export async function listGroups(db: Db, accountId: string): Promise<OrderStatusGroupList> {
  const data = (await selectGroups(db, accountId)).map(toGroup);
  return { data, count: data.length };
}

export async function getGroup(db: Db, accountId: string, id: string): Promise<OrderStatusGroup> {
  const row = await selectGroup(db, accountId, id);
  if (!row) throw notFound(messages.groupNotFound);
  return toGroup(row);
}

/** A new group goes to the end. */
export async function createGroup(db: Db, actor: Actor, body: GroupBody): Promise<OrderStatusGroup> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const existing = await selectGroups(tx, actor.accountId);
    const last = existing.reduce((max, group) => Math.max(max, group.position), 0);
    const [row] = await insertGroups(tx, [
      { accountId: actor.accountId, name: body.name, position: last + 1 },
    ]);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: groupTarget,
      targetId: row!.id,
      targetLabel: row!.name,
      details: { changes: changedFields({}, { name: row!.name }) },
    });
    return toGroup(row!);
  });
}

export async function updateGroup(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateGroupBody,
): Promise<OrderStatusGroup> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const current = await selectGroup(tx, actor.accountId, id);
    if (!current) throw notFound(messages.groupNotFound);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const saved = await updateGroupName(tx, id, body.name);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: groupTarget,
      targetId: id,
      targetLabel: saved.name,
      details: { changes: changedFields({ name: current.name }, { name: saved.name }) },
    });
    return toGroup(saved);
  });
}

/**
 * Deletes a group; its statuses keep their order and join the end of `targetGroupId`, or of
 * 'Bez grupy' without one. The remaining groups are renumbered from 1.
 */
export async function deleteGroup(
  db: Db,
  actor: Actor,
  id: string,
  targetGroupId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const group = await selectGroup(tx, actor.accountId, id);
    if (!group) throw notFound(messages.groupNotFound);
    if (targetGroupId === id) throw validationFailed({ targetGroupId: messages.targetGroupInvalid });
    const target = targetGroupId === null ? null : await selectGroup(tx, actor.accountId, targetGroupId);
    if (targetGroupId !== null && !target) throw notFound(messages.groupNotFound);

    const moving = await selectStatusIdsInGroup(tx, actor.accountId, id);
    if (moving.length > 0) {
      const staying = await selectStatusIdsInGroup(tx, actor.accountId, targetGroupId);
      await placeStatuses(tx, actor.accountId, targetGroupId, [...staying, ...moving]);
    }
    await deleteGroupRow(tx, id);
    await placeGroups(
      tx,
      actor.accountId,
      (await selectGroups(tx, actor.accountId)).map((row) => row.id),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: groupTarget,
      targetId: id,
      targetLabel: group.name,
      details: {
        note: `Statusy grupy (${moving.length}) przeniesione do: ${target?.name ?? ungroupedLabel}`,
        targetGroupId,
      },
    });
  });
}

/** Renumbers the groups from 1; the list must be exactly the account's groups. */
export async function reorderGroups(
  db: Db,
  actor: Actor,
  body: ReorderGroupsBody,
): Promise<OrderStatusGroupList> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const byId = new Map((await selectGroups(tx, actor.accountId)).map((row) => [row.id, row]));
    if (body.ids.some((id) => !byId.has(id))) throw notFound(messages.groupNotFound);
    if (body.ids.length !== byId.size) throw new AppError('CONFLICT', messages.orderChanged);
    await placeGroups(tx, actor.accountId, body.ids);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: groupTarget,
      targetLabel: 'Grupy statusów',
      details: { note: `Zmiana kolejności grup: ${body.ids.map((id) => byId.get(id)!.name).join(', ')}` },
    });
    return listGroups(tx, actor.accountId);
  });
}
