import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  orderStatusMessages as messages,
  type CreateStatusBody,
  type OrderStatus,
  type OrderStatusList,
  type ReorderStatusesBody,
  type UpdateStatusBody,
} from '@zaplecze/contract/order-statuses/order-statuses';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import { changedFields, recordAudit } from '../audit/service';
import { defaultStatusGroups } from './defaults';
import {
  auditedStatusFields,
  cleanExternalNames,
  groupTarget,
  statusTarget,
  toStatus,
  ungroupedLabel,
  type Actor,
} from './mapping';
import {
  deleteStatusRow,
  insertGroups,
  insertStatuses,
  lockAccountStatuses,
  nextStatusPosition,
  placeStatuses,
  renumberStatuses,
  selectGroup,
  selectStatus,
  selectStatuses,
  updateStatus as updateStatusRow,
} from './repository';

/**
 * Moves every record that refers to a status onto its replacement, inside the transaction that
 * deletes the status. Modules storing status ids (orders) register one with
 * `registerStatusReferenceMover`, so no record is ever left on a deleted status.
 */
export type StatusReferenceMover = (
  tx: Db,
  accountId: string,
  fromStatusId: string,
  toStatusId: string,
) => Promise<void>;

const referenceMovers = new Set<StatusReferenceMover>();

/** Returns the function that unregisters the mover. */
export function registerStatusReferenceMover(mover: StatusReferenceMover): () => void {
  referenceMovers.add(mover);
  return () => referenceMovers.delete(mover);
}

/** The default groups and statuses of a new account, written in the caller's transaction. */
export async function createDefaultStatuses(tx: Db, accountId: string): Promise<void> {
  const groups = await insertGroups(
    tx,
    defaultStatusGroups.map((group, index) => ({ accountId, name: group.name, position: index + 1 })),
  );
  await insertStatuses(
    tx,
    defaultStatusGroups.flatMap((group, groupIndex) =>
      group.statuses.map((status, index) => ({
        accountId,
        groupId: groups[groupIndex]!.id,
        internalName: status.internalName,
        externalName: status.externalName,
        color: status.color,
        position: index + 1,
        isProtected: status.code !== null,
        code: status.code,
      })),
    ),
  );
}

export async function listStatuses(db: Db, accountId: string): Promise<OrderStatusList> {
  const data = (await selectStatuses(db, accountId)).map(toStatus);
  return { data, count: data.length };
}

export async function getStatus(db: Db, accountId: string, id: string): Promise<OrderStatus> {
  const row = await selectStatus(db, accountId, id);
  if (!row) throw notFound(messages.statusNotFound);
  return toStatus(row);
}

/** The name of the group a status goes to ('Bez grupy' for none); 404 for a group of no one's. */
async function groupName(tx: Db, accountId: string, groupId: string | null): Promise<string> {
  if (groupId === null) return ungroupedLabel;
  const group = await selectGroup(tx, accountId, groupId);
  if (!group) throw notFound(messages.groupNotFound);
  return group.name;
}

/** A new status goes to the end of its group. */
export async function createStatus(db: Db, actor: Actor, body: CreateStatusBody): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const group = await groupName(tx, actor.accountId, body.groupId);
    const [row] = await insertStatuses(tx, [
      {
        accountId: actor.accountId,
        groupId: body.groupId,
        internalName: body.internalName,
        externalName: cleanExternalNames(body.externalName),
        color: body.color.toUpperCase(),
        position: await nextStatusPosition(tx, actor.accountId, body.groupId),
        isProtected: body.isProtected,
      },
    ]);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: statusTarget,
      targetId: row!.id,
      targetLabel: row!.internalName,
      details: { changes: changedFields({}, auditedStatusFields(row!, group)) },
    });
    return toStatus(row!);
  });
}

/** Saves the dialog's fields; a status moved to another group goes to its end. */
export async function updateStatus(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateStatusBody,
): Promise<OrderStatus> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const current = await selectStatus(tx, actor.accountId, id);
    if (!current) throw notFound(messages.statusNotFound);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    if (current.code && !body.isProtected) throw validationFailed({ isProtected: messages.systemProtected });
    const moved = current.groupId !== body.groupId;
    const before = await groupName(tx, actor.accountId, current.groupId);
    const after = moved ? await groupName(tx, actor.accountId, body.groupId) : before;
    const saved = await updateStatusRow(tx, id, {
      internalName: body.internalName,
      externalName: cleanExternalNames(body.externalName),
      color: body.color.toUpperCase(),
      isProtected: body.isProtected,
      groupId: body.groupId,
      ...(moved ? { position: await nextStatusPosition(tx, actor.accountId, body.groupId) } : {}),
    });
    if (moved) await renumberStatuses(tx, actor.accountId, current.groupId);
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: statusTarget,
      targetId: id,
      targetLabel: saved.internalName,
      details: {
        changes: changedFields(auditedStatusFields(current, before), auditedStatusFields(saved, after)),
      },
    });
    return toStatus(saved);
  });
}

/**
 * Deletes a status after moving everything that uses it to `replacementId`, another status that
 * is not protected (spec 001 §5), all in one transaction.
 */
export async function deleteStatus(db: Db, actor: Actor, id: string, replacementId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const status = await selectStatus(tx, actor.accountId, id);
    if (!status) throw notFound(messages.statusNotFound);
    if (status.isProtected) throw new AppError('CONFLICT', messages.protectedDelete);
    if (replacementId === id) throw validationFailed({ replacementId: messages.replacementInvalid });
    const replacement = await selectStatus(tx, actor.accountId, replacementId);
    if (!replacement) throw notFound(messages.replacementNotFound);
    if (replacement.isProtected) throw validationFailed({ replacementId: messages.replacementInvalid });
    for (const mover of referenceMovers) await mover(tx, actor.accountId, id, replacementId);
    await deleteStatusRow(tx, id);
    await renumberStatuses(tx, actor.accountId, status.groupId);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: statusTarget,
      targetId: id,
      targetLabel: status.internalName,
      details: {
        note: `Zamówienia przeniesione do statusu: ${replacement.internalName}`,
        replacementId,
      },
    });
  });
}

/**
 * Renumbers one group's statuses from 1 in the given order. The list must hold every status now
 * in the group; ids of other groups' statuses move into it and their old groups close the gap.
 */
export async function reorderStatuses(
  db: Db,
  actor: Actor,
  body: ReorderStatusesBody,
): Promise<OrderStatusList> {
  return db.transaction(async (tx) => {
    await lockAccountStatuses(tx, actor.accountId);
    const group = body.groupId === null ? null : await selectGroup(tx, actor.accountId, body.groupId);
    if (body.groupId !== null && !group) throw notFound(messages.groupNotFound);
    const byId = new Map((await selectStatuses(tx, actor.accountId)).map((row) => [row.id, row]));
    if (body.ids.some((id) => !byId.has(id))) throw notFound(messages.statusNotFound);
    const listed = new Set(body.ids);
    const members = [...byId.values()].filter((row) => row.groupId === body.groupId);
    if (members.some((row) => !listed.has(row.id))) throw new AppError('CONFLICT', messages.orderChanged);

    const movedIn = body.ids.map((id) => byId.get(id)!).filter((row) => row.groupId !== body.groupId);
    await placeStatuses(tx, actor.accountId, body.groupId, body.ids);
    for (const source of new Set(movedIn.map((row) => row.groupId))) {
      await renumberStatuses(tx, actor.accountId, source);
    }
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: groupTarget,
      targetId: body.groupId,
      targetLabel: group?.name ?? ungroupedLabel,
      details: {
        note: `Zmiana kolejności statusów: ${body.ids.map((id) => byId.get(id)!.internalName).join(', ')}`,
        ...(movedIn.length > 0 ? { movedIn: movedIn.map((row) => row.internalName) } : {}),
      },
    });
    return listStatuses(tx, actor.accountId);
  });
}
