import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  orderImportTemplateMessages as messages,
  type orderImportTemplateBody,
  type OrderImportTemplate,
} from '@zaplecze/contract/orders/order-import-templates';
import type { Db } from '../../db/client';
import { orderImportTemplates } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { isUniqueViolation } from '../accounts/service';
import { recordAudit } from '../audit/service';
import type { Actor } from '../orders/service';

/** Saved mappings of the orders import (docs/decisions/orders-import.md: a table of its own). */
type Row = typeof orderImportTemplates.$inferSelect;
type Body = z.output<typeof orderImportTemplateBody>;
const target = 'order_import_template';

export const toTemplateView = (row: Row): OrderImportTemplate => ({
  id: row.id,
  name: row.name,
  format: row.format,
  identifier: row.identifier,
  mode: row.mode,
  columns: row.columns,
  createdAt: row.createdAt.toISOString(),
});

export async function listTemplates(db: Db, accountId: string): Promise<OrderImportTemplate[]> {
  const rows = await db
    .select()
    .from(orderImportTemplates)
    .where(eq(orderImportTemplates.accountId, accountId))
    .orderBy(asc(orderImportTemplates.name));
  return rows.map(toTemplateView);
}

export async function findTemplate(db: Db, accountId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(orderImportTemplates)
    .where(and(eq(orderImportTemplates.accountId, accountId), eq(orderImportTemplates.id, id)));
  if (!row) throw notFound(messages.notFound);
  return row;
}

/** A taken name is the user's mistake: a 409 naming the field, never a 500. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', messages.nameTaken, { name: messages.nameTaken });
    throw error;
  }
}

export function createTemplate(db: Db, actor: Actor, body: Body): Promise<OrderImportTemplate> {
  return named(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderImportTemplates)
        .values({ ...body, accountId: actor.accountId })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        targetType: target,
        targetId: row!.id,
        targetLabel: row!.name,
      });
      return toTemplateView(row!);
    }),
  );
}

export function renameTemplate(db: Db, actor: Actor, id: string, name: string): Promise<OrderImportTemplate> {
  return named(() =>
    db.transaction(async (tx) => {
      const current = await findTemplate(tx, actor.accountId, id);
      const [row] = await tx
        .update(orderImportTemplates)
        .set({ name, modifiedAt: new Date() })
        .where(eq(orderImportTemplates.id, current.id))
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'edit',
        targetType: target,
        targetId: id,
        targetLabel: name,
        details: { before: current.name },
      });
      return toTemplateView(row!);
    }),
  );
}

/** Deleting a template deletes its schedules too (they cannot run without it). */
export function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findTemplate(tx, actor.accountId, id);
    await tx.delete(orderImportTemplates).where(eq(orderImportTemplates.id, row.id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      targetType: target,
      targetId: id,
      targetLabel: row.name,
    });
  });
}
