import { and, desc, eq } from 'drizzle-orm';
import { orderImportMessages } from '@zaplecze/contract/orders/order-import';
import { orderImportChanges, orderImportRuns } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/service';
import {
  removeExternalOrder,
  restoreExternalOrder,
  type Actor,
  type ExternalBeforeImage,
} from '../orders/service';
import { findRun, runTarget, type Deps, type Run } from './runs';

/**
 * Rolls a finished run back, newest change first: orders it created are deleted (their stock
 * given back), orders it updated get their before-image back (lines, payments, status, addresses).
 */
export async function rollbackRun(deps: Deps, actor: Actor, runId: string): Promise<Run> {
  const run = await findRun(deps.db, actor.accountId, runId);
  if (run.status !== 'done') throw new AppError('CONFLICT', orderImportMessages.notRollbackable);
  const changes = await deps.db
    .select()
    .from(orderImportChanges)
    .where(and(eq(orderImportChanges.runId, run.id), eq(orderImportChanges.accountId, actor.accountId)))
    .orderBy(desc(orderImportChanges.createdAt), desc(orderImportChanges.id));
  let removed = 0;
  let restored = 0;
  for (const change of changes) {
    if (change.action === 'create')
      removed += (await removeExternalOrder(deps.db, actor, change.orderId)) ? 1 : 0;
    else if (change.before)
      restored += (await restoreExternalOrder(
        deps.db,
        actor,
        change.before as unknown as ExternalBeforeImage,
      ))
        ? 1
        : 0;
  }
  const [row] = await deps.db
    .update(orderImportRuns)
    .set({ status: 'rolledBack', rolledBackAt: new Date() })
    .where(eq(orderImportRuns.id, run.id))
    .returning();
  await recordAudit(deps.db, {
    ...actor,
    action: 'edit',
    targetType: runTarget,
    targetId: run.id,
    targetLabel: `Import zamówień: ${run.fileName}`,
    details: { rolledBack: { removed, restored } },
  });
  return row!;
}
