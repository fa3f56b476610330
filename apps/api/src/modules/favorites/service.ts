import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  favoriteLimits,
  favoriteMessages,
  type addFavoriteBody,
  type Favorite,
  type FavoriteKind,
  type FavoriteList,
  type favoriteListQuery,
} from '@zaplecze/contract/favorites/favorites';
import { missingPermissionMessage, type Permission } from '@zaplecze/contract/roles/permissions';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/service';
import { kindPermission, readTargets, type TargetView } from './targets';

/** The signed-in user, their account, and what their role lets them read. */
export interface Viewer {
  accountId: string;
  userId: string;
  permissions: readonly Permission[];
  ip?: string;
}

type Row = typeof favorites.$inferSelect;

const mine = (viewer: Viewer) =>
  and(eq(favorites.accountId, viewer.accountId), eq(favorites.userId, viewer.userId));

const canRead = (viewer: Viewer, kind: FavoriteKind) => {
  const needed = kindPermission[kind];
  return needed === null || viewer.permissions.includes(needed);
};

function toFavorite(row: Row, target: TargetView | undefined): Favorite {
  const page = row.kind === 'page';
  return {
    id: row.id,
    kind: row.kind,
    targetId: page ? null : row.targetKey,
    path: page ? row.targetKey : null,
    label: target?.label ?? row.label,
    detail: target?.detail ?? null,
    available: page || target !== undefined,
    filter: target?.filter ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Each row's target as it is now; targets of kinds the role cannot read are not looked up. */
async function resolve(db: Db, viewer: Viewer, rows: Row[]) {
  const targets = new Map<string, TargetView>();
  for (const kind of ['order', 'product', 'savedFilter'] as const) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.targetKey);
    if (!canRead(viewer, kind) || ids.length === 0) continue;
    for (const [id, view] of await readTargets(db, viewer, kind, ids)) targets.set(`${kind}:${id}`, view);
  }
  return (row: Row) => targets.get(`${row.kind}:${row.targetKey}`);
}

/**
 * The user's favourites, newest first, each with its target's current name. Kinds the role cannot
 * read are left out (they come back when the permission does); a deleted target stays, marked
 * unavailable under the last name read. Snapshots that changed are refreshed, so that name is recent.
 * Search and kind are applied here, over at most 200 resolved rows, because they match live names.
 */
export async function listFavorites(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof favoriteListQuery>,
): Promise<FavoriteList> {
  const rows = (
    await db
      .select()
      .from(favorites)
      .where(mine(viewer))
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
  ).filter((row) => canRead(viewer, row.kind));
  const targetOf = await resolve(db, viewer, rows);
  const stale = rows.flatMap((row) => {
    const target = targetOf(row);
    return target && target.label !== row.label ? [{ id: row.id, label: target.label }] : [];
  });
  if (stale.length > 0) await refreshLabels(db, viewer, stale);

  const needle = query.q.toLocaleLowerCase('pl');
  const data = rows
    .map((row) => toFavorite(row, targetOf(row)))
    .filter((favorite) => !query.kind || favorite.kind === query.kind)
    .filter(
      (favorite) =>
        !needle ||
        `${favorite.label}\n${favorite.detail ?? ''}\n${favorite.path ?? ''}`
          .toLocaleLowerCase('pl')
          .includes(needle),
    );
  return { data, count: data.length, page: 1, limit: favoriteLimits.perUser };
}

/** One statement for every changed snapshot of the user. */
async function refreshLabels(db: Db, viewer: Viewer, stale: { id: string; label: string }[]) {
  await db.execute(sql`
    update ${favorites} as f set label = v.label
    from unnest(${sql.param(stale.map((s) => s.id))}::uuid[], ${sql.param(stale.map((s) => s.label))}::text[])
      as v(id, label)
    where f.id = v.id and f.account_id = ${viewer.accountId} and f.user_id = ${viewer.userId}`);
}

/** The target a new favourite points at, checked against the role and the account. */
async function targetFor(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof addFavoriteBody>,
): Promise<{ key: string; label: string; view?: TargetView }> {
  if (body.kind === 'page') return { key: body.path!.replace(/(.)\/$/, '$1'), label: body.label! };
  const needed = kindPermission[body.kind]!;
  if (!viewer.permissions.includes(needed)) throw new AppError('FORBIDDEN', missingPermissionMessage(needed));
  const view = (await readTargets(db, viewer, body.kind, [body.targetId!])).get(body.targetId!);
  if (!view) {
    const messages = {
      order: favoriteMessages.orderNotFound,
      product: favoriteMessages.productNotFound,
      savedFilter: favoriteMessages.savedFilterNotFound,
    };
    throw notFound(messages[body.kind]);
  }
  return { key: body.targetId!, label: view.label, view };
}

/**
 * Stars a target. Starring it again answers the existing favourite (`created: false`), so a double
 * click or two tabs never fail; past `favoriteLimits.perUser` a new one is a 409.
 */
export async function addFavorite(
  db: Db,
  viewer: Viewer,
  body: z.output<typeof addFavoriteBody>,
): Promise<{ favorite: Favorite; created: boolean }> {
  const target = await targetFor(db, viewer, body);
  return db.transaction(async (tx) => {
    // One add at a time per user, so two concurrent adds cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${viewer.userId}`}, 0))`);
    const [existing] = await tx
      .select()
      .from(favorites)
      .where(and(mine(viewer), eq(favorites.kind, body.kind), eq(favorites.targetKey, target.key)));
    if (existing) return { favorite: toFavorite(existing, target.view), created: false };
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(favorites)
      .where(mine(viewer));
    if (total >= favoriteLimits.perUser) throw new AppError('CONFLICT', favoriteMessages.limitReached);
    const [row] = await tx
      .insert(favorites)
      .values({
        accountId: viewer.accountId,
        userId: viewer.userId,
        kind: body.kind,
        targetKey: target.key,
        label: target.label,
      })
      .returning();
    await recordAudit(tx, {
      accountId: viewer.accountId,
      userId: viewer.userId,
      ip: viewer.ip,
      action: 'create',
      targetType: 'favorite',
      targetId: row!.id,
      targetLabel: target.label,
      details: { kind: body.kind },
    });
    return { favorite: toFavorite(row!, target.view), created: true };
  });
}

/** Unstars one of the user's own favourites; another user's or another account's is a 404. */
export async function removeFavorite(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(favorites)
      .where(and(mine(viewer), eq(favorites.id, id)))
      .returning();
    if (!row) throw notFound(favoriteMessages.notFound);
    await recordAudit(tx, {
      accountId: viewer.accountId,
      userId: viewer.userId,
      ip: viewer.ip,
      action: 'delete',
      targetType: 'favorite',
      targetId: id,
      targetLabel: row.label,
      details: { kind: row.kind },
    });
  });
}
