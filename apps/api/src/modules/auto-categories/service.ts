import {
  autoCategoryMessages as messages,
  type AutoCategoryRule,
  type AutoCategoryRuleList,
  type autoCategoryRuleBody,
} from '@zaplecze/contract/auto-categories/auto-categories';
import { genericMessages } from '@zaplecze/contract/common/errors';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import {
  checkProductFilter,
  customFieldFilterField,
  customFieldKeysIn,
} from '@zaplecze/contract/products/product-filter-fields';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../errors';
import type { actorOf } from '../../lib/routes';
import { isUniqueViolation } from '../accounts/service';
import { changedFields, recordAudit } from '../audit/service';
import { registerCategoryReferenceCheck } from '../categories/service';
import { customFieldDefinitions } from '../custom-fields/service';
import {
  deleteRuleRow,
  insertRule,
  nextRulePosition,
  selectActiveRules,
  countRulesTargeting,
  selectCategoryNames,
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

function toView(row: RuleRow, categoryNames: Map<string, string>): AutoCategoryRule {
  return {
    id: row.id,
    name: row.name,
    targetCategoryId: row.targetCategoryId,
    targetCategoryName: categoryNames.get(row.targetCategoryId) ?? null,
    active: row.active,
    position: row.position,
    condition: row.condition as FilterGroup,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

/** Rules as the client sees them, with the names of their target categories (one query). */
async function toViews(db: Db, accountId: string, rows: RuleRow[]): Promise<AutoCategoryRule[]> {
  const names = await selectCategoryNames(db, accountId, [
    ...new Set(rows.map((row) => row.targetCategoryId)),
  ]);
  return rows.map((row) => toView(row, names));
}

async function toOneView(db: Db, accountId: string, row: RuleRow): Promise<AutoCategoryRule> {
  const [view] = await toViews(db, accountId, [row]);
  return view!;
}

const audited = (row: RuleFields) => ({
  name: row.name,
  targetCategoryId: row.targetCategoryId,
  active: row.active,
  position: row.position,
  condition: row.condition,
});

const categoryMissing = () =>
  validationFailed({ targetCategoryId: messages.categoryNotFound }, messages.categoryNotFound);

async function assertCategoryOfAccount(tx: Db, accountId: string, categoryId: string) {
  if (!(await selectCategoryNames(tx, accountId, [categoryId])).has(categoryId)) throw categoryMissing();
}

/** Custom-field conditions (left by the body's shape check) must name the account's own fields. */
async function assertConditionFields(tx: Db, accountId: string, condition: FilterGroup) {
  if (customFieldKeysIn(condition).length === 0) return;
  const fields = (await customFieldDefinitions(tx, accountId)).map(customFieldFilterField);
  const issues = checkProductFilter(condition, fields);
  if (issues.length === 0) return;
  const byPath: Record<string, string> = {};
  for (const issue of issues) byPath[['condition', ...issue.path].join('.')] ??= issue.message;
  throw validationFailed(byPath, issues[0]!.message);
}

/** A category that rules assign cannot be deleted: the user would lose the rules silently. */
registerCategoryReferenceCheck(async (tx, accountId, categoryId) => {
  const count = await countRulesTargeting(tx, accountId, categoryId);
  return count > 0 ? messages.categoryInUse(count) : null;
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
  return { data: await toViews(db, accountId, rows), count, page: query.page, limit: query.limit };
}

/** Active rules in the order they apply; the products module runs them on create, import and on demand. */
export async function activeRules(db: Db, accountId: string): Promise<AutoCategoryRule[]> {
  return toViews(db, accountId, await selectActiveRules(db, accountId));
}

export async function getRule(db: Db, accountId: string, id: string): Promise<AutoCategoryRule> {
  const row = await selectRule(db, accountId, id);
  if (!row) throw notFound(messages.notFound);
  return toOneView(db, accountId, row);
}

export async function createRule(db: Db, actor: Actor, body: RuleBody): Promise<AutoCategoryRule> {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      if (await selectRuleByName(tx, actor.accountId, body.name)) throw nameTaken();
      await assertCategoryOfAccount(tx, actor.accountId, body.targetCategoryId);
      await assertConditionFields(tx, actor.accountId, body.condition);
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
      return toOneView(tx, actor.accountId, row);
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
      await assertCategoryOfAccount(tx, actor.accountId, body.targetCategoryId);
      await assertConditionFields(tx, actor.accountId, body.condition);
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
      return toOneView(tx, actor.accountId, saved);
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
