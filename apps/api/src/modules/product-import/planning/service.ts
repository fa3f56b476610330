import { and, eq, inArray } from 'drizzle-orm';
import {
  defaultFieldErrorPolicy,
  defaultMissingEntries,
  type FieldErrorPolicy,
  importMessages,
  sameSourceOptions,
  type MissingEntries,
} from '@zaplecze/contract/product-import/product-import';
import type { DryRunView } from '@zaplecze/contract/product-import/product-import-api';
import type { z } from 'zod';
import type { confirmMappingBody } from '@zaplecze/contract/product-import/product-import-api';
import { detectProfile } from '@zaplecze/contract/product-import/product-import-automap';
import type { Db } from '../../../db/client';
import { importRuns } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { dryRun } from '../runs/run';
import { changeSourceOptions, findRun, type Actor } from '../runs/tasks';
import { SourceError } from '../../../lib/import-sources/limits';
import type { ImportFiles } from '../runs/import-files';

/** Confirms the mapping and runs the dry run over the whole file; nothing is written to the catalogue. */
export async function confirmMapping(
  db: Db,
  files: ImportFiles,
  actor: Actor,
  taskId: string,
  body: Omit<z.output<typeof confirmMappingBody>, 'missingEntries' | 'fieldErrorPolicy'> & {
    missingEntries?: MissingEntries;
    fieldErrorPolicy?: FieldErrorPolicy;
  },
): Promise<DryRunView> {
  let run = await findRun(db, actor.accountId, taskId);
  if (!['mapping', 'confirmed'].includes(run.stage)) throw new AppError('CONFLICT', importMessages.taskState);
  const chosen = body.sourceOptions;
  if (chosen && !sameSourceOptions(chosen, run.sourceOptions))
    run = await changeSourceOptions(db, files, actor.accountId, taskId, chosen);
  // Only from the wizard's stages: the files sweep may have closed the task (and deleted its file) meanwhile.
  const confirmed = await db
    .update(importRuns)
    .set({
      mapping: body.mapping,
      importMode: body.importMode,
      productIdentifier: body.productIdentifier,
      missingEntries:
        body.missingEntries ?? detectProfile(run.header)?.missingEntries ?? defaultMissingEntries,
      fieldErrorPolicy: body.fieldErrorPolicy ?? defaultFieldErrorPolicy,
      stage: 'confirmed',
    })
    .where(and(eq(importRuns.id, run.id), inArray(importRuns.stage, ['mapping', 'confirmed'])))
    .returning({ id: importRuns.id });
  if (confirmed.length === 0) throw new AppError('CONFLICT', importMessages.taskState);
  try {
    return await dryRun(db, files, run.id);
  } catch (error) {
    if (error instanceof SourceError)
      throw new AppError('VALIDATION_FAILED', importMessages.confirmFailed(error.message));
    throw error;
  }
}
