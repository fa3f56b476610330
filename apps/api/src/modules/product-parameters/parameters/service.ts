import {
  parameterMessages as messages,
  type Parameter,
  type ParameterData,
  type ParameterList,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../errors';
import { isUniqueViolation } from '../../accounts/service';
import { changedFields, recordAudit } from '../../audit/service';
import { selectGroup } from '../groups/repository';
import { assertVersion, nameTaken, type Actor } from '../shared';
import {
  deleteParameterRow,
  insertParameter,
  selectParameter,
  selectParameterByName,
  selectParameterPage,
  updateParameterRow,
  type ParameterFields,
  type ParameterFilter,
  type ParameterRow,
} from './repository';

export const parameterTarget = 'product_parameter';

export function toParameterView(row: ParameterRow & { groupName: string | null }): Parameter {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    required: row.required,
    usedInVariants: row.usedInVariants,
    translations: row.translations,
    values: row.values.map((item) => ({ value: item.value, en: item.en ?? null, de: item.de ?? null })),
    groupId: row.groupId,
    groupName: row.groupName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** Blank translations are left out of what is stored. */
export function fieldsOf(body: ParameterData): ParameterFields {
  const translations = Object.fromEntries(Object.entries(body.translations).filter(([, value]) => value));
  return {
    name: body.name,
    type: body.type,
    required: body.required,
    usedInVariants: body.usedInVariants,
    translations,
    values: body.type === 'TEXT' ? [] : body.values,
    groupId: body.groupId,
  };
}

const auditFields = (row: ParameterFields) => ({
  name: row.name,
  type: row.type,
  required: row.required,
  usedInVariants: row.usedInVariants,
  translations: row.translations,
  values: row.values.map((item) => item.value),
  groupId: row.groupId,
});

export async function listParameters(
  db: Db,
  accountId: string,
  query: ParameterFilter,
): Promise<ParameterList> {
  const { rows, count } = await selectParameterPage(db, accountId, query);
  return { data: rows.map(toParameterView), count, page: query.page, limit: query.limit };
}

export async function getParameter(db: Db, accountId: string, id: string): Promise<Parameter> {
  const row = await selectParameter(db, accountId, id);
  if (!row) throw notFound(messages.parameterNotFound);
  return toParameterView(row);
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('name', messages.nameTaken);
    throw error;
  }
}

async function checkGroup(tx: Db, accountId: string, groupId: string | null): Promise<string | null> {
  if (groupId === null) return null;
  const group = await selectGroup(tx, accountId, groupId);
  if (!group) throw validationFailed({ groupId: messages.groupInvalid });
  return group.name;
}

export async function createParameterIn(
  tx: Db,
  actor: Actor,
  fields: ParameterFields,
): Promise<ParameterRow> {
  const row = await insertParameter(tx, actor.accountId, fields);
  await recordAudit(tx, {
    ...actor,
    action: 'create',
    targetType: parameterTarget,
    targetId: row.id,
    targetLabel: row.name,
    details: { changes: changedFields({}, auditFields(row)) },
  });
  return row;
}

export async function updateParameterIn(
  tx: Db,
  actor: Actor,
  current: ParameterRow,
  fields: ParameterFields,
): Promise<ParameterRow> {
  const saved = await updateParameterRow(tx, current.id, fields);
  await recordAudit(tx, {
    ...actor,
    action: 'edit',
    targetType: parameterTarget,
    targetId: saved.id,
    targetLabel: saved.name,
    details: { changes: changedFields(auditFields(current), auditFields(saved)) },
  });
  return saved;
}

export async function createParameter(db: Db, actor: Actor, body: ParameterData): Promise<Parameter> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const groupName = await checkGroup(tx, actor.accountId, body.groupId);
      if (await selectParameterByName(tx, actor.accountId, body.name))
        throw nameTaken('name', messages.nameTaken);
      return toParameterView({ ...(await createParameterIn(tx, actor, fieldsOf(body))), groupName });
    }),
  );
}

export async function updateParameter(
  db: Db,
  actor: Actor,
  id: string,
  body: ParameterData & { version: number },
): Promise<Parameter> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const current = await selectParameter(tx, actor.accountId, id);
      if (!current) throw notFound(messages.parameterNotFound);
      assertVersion(current.version, body.version);
      const groupName = await checkGroup(tx, actor.accountId, body.groupId);
      const other = await selectParameterByName(tx, actor.accountId, body.name);
      if (other && other.id !== id) throw nameTaken('name', messages.nameTaken);
      return toParameterView({ ...(await updateParameterIn(tx, actor, current, fieldsOf(body))), groupName });
    }),
  );
}

export async function deleteParameter(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await selectParameter(tx, actor.accountId, id);
    if (!current) throw notFound(messages.parameterNotFound);
    await deleteParameterRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: parameterTarget,
      targetId: id,
      targetLabel: current.name,
    });
  });
}
