import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderMatching } from '@zaplecze/contract/orders/orders-bulk';
import { parseOrderFilterParam, type FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import { listStatuses } from '../order-statuses/service';
import { compileOrderFilter } from './filter/fields';

/** Which orders a list, a summary or a bulk action is about. */
export interface OrderScope {
  accountId: string;
  archived: 'exclude' | 'only' | 'include';
  /** undefined: every status; 'none': orders without a status; a list: those statuses (empty: none match). */
  statusIds?: string[] | 'none';
  /** The compiled conditional filter, when it holds any complete condition. */
  filter?: SQL;
}

export interface ScopeInput {
  statusId?: string | undefined;
  groupId?: string | undefined;
  archived?: OrderScope['archived'] | undefined;
  rootGroup?: FilterGroup | undefined;
}

/** The account's statuses, with the ids the summary counts as pending and completed (spec 001 §4). */
export async function statusCatalog(db: Db, accountId: string) {
  const statuses: OrderStatus[] = (await listStatuses(db, accountId)).data;
  return {
    statuses,
    pending: statuses
      .filter((status) => status.code === 'new' || status.code === 'processing')
      .map((s) => s.id),
    completed: statuses.filter((status) => status.code === 'completed').map((s) => s.id),
  };
}

/** Throws the 400 of the list: the first problem as the message, every problem under its path. */
export function parseFilterText(text: string | undefined): FilterGroup | undefined {
  if (!text) return undefined;
  const parsed = parseOrderFilterParam(text);
  if (parsed.ok) return parsed.filter;
  const fields: Record<string, string> = {};
  for (const issue of parsed.issues) fields[['filter', ...issue.path].join('.')] ??= issue.message;
  throw validationFailed(fields, parsed.issues[0]!.message);
}

export function buildScope(accountId: string, input: ScopeInput, statuses: OrderStatus[]): OrderScope {
  let statusIds: OrderScope['statusIds'];
  if (input.statusId === 'none') statusIds = 'none';
  else if (input.statusId) statusIds = [input.statusId];
  if (input.groupId) {
    const groupId = input.groupId === 'none' ? null : input.groupId;
    const inGroup = statuses.filter((status) => status.groupId === groupId).map((status) => status.id);
    statusIds =
      statusIds === 'none' ? [] : statusIds ? statusIds.filter((id) => inGroup.includes(id)) : inGroup;
  }
  const filter = input.rootGroup ? compileOrderFilter(input.rootGroup, { accountId }) : undefined;
  return { accountId, archived: input.archived ?? 'exclude', statusIds, ...(filter ? { filter } : {}) };
}

export function scopeCondition(scope: OrderScope): SQL {
  const archived =
    scope.archived === 'exclude'
      ? isNull(orders.archivedAt)
      : scope.archived === 'only'
        ? isNotNull(orders.archivedAt)
        : undefined;
  const status =
    scope.statusIds === 'none'
      ? isNull(orders.statusId)
      : scope.statusIds
        ? scope.statusIds.length === 0
          ? sql`false`
          : inArray(orders.statusId, scope.statusIds)
        : undefined;
  return and(eq(orders.accountId, scope.accountId), archived, status, scope.filter)!;
}

/** The scope of a bulk action or an export over "all orders matching" the list's filter. */
export async function matchingScope(db: Db, accountId: string, matching: OrderMatching): Promise<OrderScope> {
  const { statuses } = await statusCatalog(db, accountId);
  return buildScope(accountId, matching, statuses);
}
