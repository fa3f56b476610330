import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  builtInSavedFilters,
  filterMessages,
  type createSavedFilterBody,
  type SavedFilter,
  type SavedFilterList,
} from '@zaplecze/contract/orders/orders-filter';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { orderSavedFilters } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import { recordAudit } from '../../audit/service';
import type { Actor } from '../create';

type Row = typeof orderSavedFilters.$inferSelect;

const toSavedFilter = (row: Row, userId: string): SavedFilter => ({
  id: row.id,
  name: row.name,
  rootGroup: row.rootGroup,
  shared: row.shared || row.builtInKey !== null,
  builtIn: row.builtInKey !== null,
  mine: row.userId === userId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The two samples of spec 001 §4 for an account; idempotent (one per key, enforced by a unique
 * index), so it serves both the demo seed and the lazy creation on the first list.
 */
export async function ensureBuiltInFilters(db: Db, accountId: string): Promise<void> {
  await db
    .insert(orderSavedFilters)
    .values(
      builtInSavedFilters.map((filter, index) => ({
        accountId,
        userId: null,
        name: filter.name,
        rootGroup: filter.rootGroup,
        shared: true,
        builtInKey: index,
      })),
    )
    .onConflictDoNothing({
      target: [orderSavedFilters.accountId, orderSavedFilters.builtInKey],
      where: sql`${orderSavedFilters.builtInKey} is not null`,
    });
}

/** The built-in samples first, then the caller's own and those shared in the account. */
export async function listSavedFilters(
  db: Db,
  actor: Pick<Actor, 'accountId' | 'userId'>,
): Promise<SavedFilterList> {
  const visible = () =>
    db
      .select()
      .from(orderSavedFilters)
      .where(
        and(
          eq(orderSavedFilters.accountId, actor.accountId),
          or(
            eq(orderSavedFilters.userId, actor.userId),
            eq(orderSavedFilters.shared, true),
            isNull(orderSavedFilters.userId),
          ),
        ),
      )
      .orderBy(sql`${orderSavedFilters.builtInKey} asc nulls last`, asc(orderSavedFilters.createdAt));
  let rows = await visible();
  if (!rows.some((row) => row.builtInKey !== null)) {
    await ensureBuiltInFilters(db, actor.accountId);
    rows = await visible();
  }
  return { data: rows.map((row) => toSavedFilter(row, actor.userId)) };
}

export async function createSavedFilter(
  db: Db,
  actor: Actor,
  body: z.output<typeof createSavedFilterBody>,
): Promise<SavedFilter> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderSavedFilters)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        name: body.name,
        rootGroup: body.rootGroup,
        shared: body.shared,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      targetType: 'order_saved_filter',
      targetId: row!.id,
      targetLabel: row!.name,
      details: { shared: row!.shared },
    });
    return toSavedFilter(row!, actor.userId);
  });
}

/** Only the author deletes a filter; another user's shared filter is a 403, a hidden one a 404. */
export async function deleteSavedFilter(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orderSavedFilters)
      .where(and(eq(orderSavedFilters.accountId, actor.accountId), eq(orderSavedFilters.id, id)));
    const visible = row && (row.userId === actor.userId || row.shared || row.userId === null);
    if (!row || !visible) throw notFound(filterMessages.savedFilterNotFound);
    if (row.userId !== actor.userId) throw new AppError('FORBIDDEN', filterMessages.notOwner);
    await tx.delete(orderSavedFilters).where(eq(orderSavedFilters.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: 'order_saved_filter',
      targetId: id,
      targetLabel: row.name,
    });
  });
}
