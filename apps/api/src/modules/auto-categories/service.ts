import {
  autoCategoryMessages as messages,
  type AutoCategoryRule,
  type AutoCategoryRuleList,
  type autoCategoryRuleBody,
} from '@zaplecze/contract/auto-categories';
import { genericMessages } from '@zaplecze/contract/errors';
import type { FilterGroup } from '@zaplecze/contract/orders-filter';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { actorOf } from '../../lib/routes';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import {
  deleteRuleRow,
  insertRule,
  nextRulePosition,
  selectActiveRules,
  selectRule,
  selectRuleByName,
  selectRulePage,
  updateRuleRow,
  type RuleFields,
  type RuleRow,
} from './repository';

type Actor = ReturnType<typeof actorOf>;
type RuleBody = z.output<typeof autoCategoryRuleBody>;
const target = 'auto_category_rule';

function toView(row: RuleRow): AutoCategoryRule {
  return {
    id: row.id,
    name: row.name,
    targetCategoryId: row.targetCategoryId,
    active: row.active,
    position: row.position,
    condition: row.condition as FilterGroup,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const audited = (row: RuleFields) => ({
  name: row.name,
  targetCategoryId: row.targetCategoryId,
  active: row.active,
  position: row.position,
  condition: row.condition,
});

const nameTaken = () => new AppError('CONFLICT', messages.nameTaken, { name: messages.nameTaken });

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listRules(
  db: Db,
  accountId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<AutoCategoryRuleList> {
  const { rows, count } = await selectRulePage(db, accountId, query);
  return { data: rows.map(toView), count, page: query.page, limit: query.limit };
}

/** Active rules in the order they apply; the products module runs them on create, import and on demand. */
export async function activeRules(db: Db, accountId: string): Promise<AutoCategoryRule[]> {
  return (await selectActiveRules(db, accountId)).map(toView);
}

export async function getRule(db: Db, accountId: string, id: string): Promise<AutoCategoryRule> {
  const row = await selectRule(db, accountId, id);
  if (!row) throw notFound(messages.notFound);
  return toView(row);
}

export async function createRule(db: Db, actor: Actor, body: RuleBody): Promise<AutoCategoryRule> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (await selectRuleByName(tx, actor.accountId, body.name)) throw nameTaken();
      const row = await insertRule(tx, actor.accountId, {
        ...body,
        position: body.position ?? (await nextRulePosition(tx, actor.accountId)),
      });
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: target,
        targetId: row.id,
        targetLabel: row.name,
        details: { changes: changedFields({}, audited({ ...row, condition: body.condition })) },
      });
      return toView(row);
    }),
  );
}

export async function updateRule(
  db: Db,
  actor: Actor,
  id: string,
  body: RuleBody & { version: number },
): Promise<AutoCategoryRule> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const current = await selectRule(tx, actor.accountId, id);
      if (!current) throw notFound(messages.notFound);
      if (current.version !== body.version)
        throw new AppError('VERSION_CONFLICT', genericMessages.versionConflict);
      const other = await selectRuleByName(tx, actor.accountId, body.name);
      if (other && other.id !== id) throw nameTaken();
      const fields = {
        name: body.name,
        targetCategoryId: body.targetCategoryId,
        active: body.active,
        position: body.position ?? current.position,
        condition: body.condition,
      };
      const saved = await updateRuleRow(tx, id, fields);
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: target,
        targetId: id,
        targetLabel: saved.name,
        details: {
          changes: changedFields(
            audited({ ...current, condition: current.condition as FilterGroup }),
            audited(fields),
          ),
        },
      });
      return toView(saved);
    }),
  );
}

export async function deleteRule(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await selectRule(tx, actor.accountId, id);
    if (!current) throw notFound(messages.notFound);
    await deleteRuleRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: target,
      targetId: id,
      targetLabel: current.name,
    });
  });
}
