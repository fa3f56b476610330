import { Readable } from 'node:stream';
import {
  csvMessages,
  groupCsvColumns,
  parameterGroupBody,
  type CsvImportResult,
  type CsvRowError,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { csvBom, csvLine } from '../../../lib/csv';
import { allGroups, selectGroupsByNames } from '../groups/repository';
import { createGroupIn, updateGroupIn } from '../groups/service';
import type { Actor } from '../shared';
import { readImportFile, rowError, saveImport } from './import-rows';

type GroupField = keyof typeof groupCsvColumns;
export const groupExportFileName = 'grupy_parametrow_export.csv';

/**
 * Imports groups from CSV (columns: group name, Polish label, English label). A row whose name
 * an existing group has (any case) updates it; others are created. A bad row is reported with its
 * line and column and nothing of it is saved; the good rows are saved in one transaction.
 */
export async function importGroups(db: Db, actor: Actor, bytes: Buffer): Promise<CsvImportResult> {
  const { rows, columnOf } = readImportFile(bytes, groupCsvColumns, ['name']);
  const errors: CsvRowError[] = [];
  const valid: { line: number; body: z.output<typeof parameterGroupBody> }[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const cell = (field: GroupField) => (columnOf[field] ? row.cells[columnOf[field]!] : undefined);
    const parsed = parameterGroupBody.safeParse({
      name: cell('name'),
      labelPl: cell('labelPl'),
      labelEn: cell('labelEn'),
    });
    if (!parsed.success) {
      errors.push(rowError(row.line, parsed.error, columnOf, (path) => path[0] as GroupField));
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    if (seen.has(key)) {
      errors.push({ row: row.line, field: columnOf.name!, message: csvMessages.duplicateInFile });
      continue;
    }
    seen.add(key);
    valid.push({ line: row.line, body: parsed.data });
  }
  let created = 0;
  let updated = 0;
  await saveImport(() =>
    db.transaction(async (tx) => {
      const existing = await selectGroupsByNames(
        tx,
        actor.accountId,
        valid.map(({ body }) => body.name),
      );
      for (const { body } of valid) {
        const current = existing.get(body.name.toLowerCase());
        if (current) {
          await updateGroupIn(tx, actor, current, body);
          updated += 1;
        } else {
          await createGroupIn(tx, actor, body);
          created += 1;
        }
      }
    }),
  );
  return { created, updated, errors };
}

/** Every group as CSV (UTF-8 with BOM, semicolons, formula-safe cells). */
export function groupsCsv(db: Db, accountId: string): Readable {
  async function* lines() {
    yield csvBom + csvLine(Object.values(groupCsvColumns).map((names) => names[0]));
    for await (const group of allGroups(db, accountId)) {
      yield csvLine([group.name, group.labelPl, group.labelEn]);
    }
  }
  return Readable.from(lines());
}
