import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  customFieldMessages as messages,
  type createCustomFieldBody,
  type CustomField,
  type CustomFieldList,
  type updateCustomFieldBody,
} from '@zaplecze/contract/custom-fields/custom-fields';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { actorOf } from '../../lib/routes';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import {
  deleteFieldRow,
  insertField,
  nextPosition,
  selectAllFields,
  selectField,
  selectFieldByKey,
  selectFieldPage,
  updateFieldRow,
  type CustomFieldFields,
  type CustomFieldRow,
} from './repository';

type Actor = ReturnType<typeof actorOf>;
const target = 'custom_field';

function toView(row: CustomFieldRow): CustomField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type,
    required: row.required,
    options: row.options,
    position: row.position,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const audited = (row: CustomFieldFields) => ({
  label: row.label,
  type: row.type,
  required: row.required,
  options: row.options,
  position: row.position,
});

const keyTaken = () => new AppError('CONFLICT', messages.keyTaken, { key: messages.keyTaken });

export async function listCustomFields(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<CustomFieldList> {
  const { rows, count } = await selectFieldPage(db, accountId, query);
  return { data: rows.map(toView), count, page: query.page, limit: query.limit };
}

/** The account's field definitions in editor order, for other modules (product editor, import, filters). */
export async function customFieldDefinitions(db: Db, accountId: string): Promise<CustomField[]> {
  return (await selectAllFields(db, accountId)).map(toView);
}

export async function getCustomField(db: Db, accountId: string, id: string): Promise<CustomField> {
  const row = await selectField(db, accountId, id);
  if (!row) throw notFound(messages.notFound);
  return toView(row);
}

export async function createCustomField(
  db: Db,
  actor: Actor,
  body: z.output<typeof createCustomFieldBody>,
): Promise<CustomField> {
  try {
    return await db.transaction(async (tx) => {
      if (await selectFieldByKey(tx, actor.accountId, body.key)) throw keyTaken();
      const row = await insertField(tx, actor.accountId, {
        key: body.key,
        label: body.label,
        type: body.type,
        required: body.required,
        options: body.options,
        position: body.position ?? (await nextPosition(tx, actor.accountId)),
      });
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: target,
        targetId: row.id,
        targetLabel: row.label,
        details: { changes: changedFields({}, { key: row.key, ...audited(row) }) },
      });
      return toView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

/** Changes everything but the key, which imports and filters refer to. */
export async function updateCustomField(
  db: Db,
  actor: Actor,
  id: string,
  body: z.output<typeof updateCustomFieldBody>,
): Promise<CustomField> {
  return db.transaction(async (tx) => {
    const current = await selectField(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    if (current.version !== body.version)
      throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
    const saved = await updateFieldRow(tx, id, {
      label: body.label,
      type: body.type,
      required: body.required,
      options: body.options,
      position: body.position ?? current.position,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'edit',
      targetType: target,
      targetId: id,
      targetLabel: saved.label,
      details: { changes: changedFields(audited(current), audited(saved)) },
    });
    return toView(saved);
  });
}

export async function deleteCustomField(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await selectField(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    await deleteFieldRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: target,
      targetId: id,
      targetLabel: current.label,
      details: { note: `Klucz: ${current.key}` },
    });
  });
}
