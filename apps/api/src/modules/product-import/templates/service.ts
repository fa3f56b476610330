import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { importMessages } from '@zaplecze/contract/product-import';
import type { templateBody, TemplateView } from '@zaplecze/contract/product-import-api';
import type { Db } from '../../../db/client';
import { importTemplates } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import { recordAudit } from '../../audit/service';
import type { Actor } from '../runs/tasks';

type Row = typeof importTemplates.$inferSelect;
type Body = z.output<typeof templateBody>;

const view = (row: Row): TemplateView => ({
  id: row.id,
  name: row.name,
  format: row.format,
  importMode: row.importMode,
  productIdentifier: row.productIdentifier,
  mappingContext: row.mappingContext,
  fieldMapping: row.fieldMapping,
  sourceOptions: row.sourceOptions,
  missingEntries: row.missingEntries,
  fieldErrorPolicy: row.fieldErrorPolicy,
  integrationId: row.accountId,
  created: row.createdAt.toISOString(),
});

export async function listTemplates(db: Db, accountId: string): Promise<TemplateView[]> {
  const rows = await db
    .select()
    .from(importTemplates)
    .where(eq(importTemplates.accountId, accountId))
    .orderBy(asc(importTemplates.name));
  return rows.map(view);
}

export async function findTemplate(db: Db, accountId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(importTemplates)
    .where(and(eq(importTemplates.id, id), eq(importTemplates.accountId, accountId)));
  if (!row) throw notFound(importMessages.templateNotFound);
  return row;
}

export function createTemplate(db: Db, actor: Actor, body: Body): Promise<TemplateView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importTemplates)
      .values({ accountId: actor.accountId, ...body })
      .returning();
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'create',
      targetType: 'import-template',
      targetId: row!.id,
      targetLabel: row!.name,
      ip: actor.ip ?? null,
    });
    return view(row!);
  });
}

export function updateTemplate(db: Db, actor: Actor, id: string, body: Body): Promise<TemplateView> {
  return db.transaction(async (tx) => {
    await findTemplate(tx, actor.accountId, id);
    const [row] = await tx
      .update(importTemplates)
      .set({ ...body, modifiedAt: new Date() })
      .where(and(eq(importTemplates.id, id), eq(importTemplates.accountId, actor.accountId)))
      .returning();
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'edit',
      targetType: 'import-template',
      targetId: id,
      targetLabel: row!.name,
      ip: actor.ip ?? null,
    });
    return view(row!);
  });
}

/** Deleting a template deletes its schedules too (they cannot run without it). */
export function deleteTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findTemplate(tx, actor.accountId, id);
    await tx.delete(importTemplates).where(eq(importTemplates.id, row.id));
    await recordAudit(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      action: 'delete',
      targetType: 'import-template',
      targetId: id,
      targetLabel: row.name,
      ip: actor.ip ?? null,
    });
  });
}
