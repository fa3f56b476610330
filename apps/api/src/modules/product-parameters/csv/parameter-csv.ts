import { Readable } from 'node:stream';
import {
  csvMessages,
  parameterBody,
  parameterCsvColumns,
  type CsvImportResult,
  type CsvRowError,
  type ParameterData,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { Db } from '../../../db/client';
import { csvBom, csvLine } from '../../../lib/csv';
import { selectGroupsByNames } from '../groups/repository';
import { allParameters, selectParametersByNames } from '../parameters/repository';
import { createParameterIn, fieldsOf, updateParameterIn } from '../parameters/service';
import type { Actor } from '../shared';
import {
  CellError,
  formatBoolean,
  formatTranslations,
  formatValues,
  parseBoolean,
  parseTranslations,
  parseType,
  parseValues,
} from './cells';
import { readImportFile, rowError, saveImport } from './import-rows';

type ParameterField = keyof typeof parameterCsvColumns;
export const parameterExportFileName = 'parametry_export.csv';

const pathToField: Record<string, ParameterField> = { groupId: 'group' };

/**
 * Imports parameters from CSV (name, type, required, usedInVariants, translations, values, group;
 * cell formats in cells.ts). The group is named and must exist. Same rules as the group import:
 * a name already in the account updates that parameter, a bad row is reported and skipped whole.
 */
export async function importParameters(db: Db, actor: Actor, bytes: Buffer): Promise<CsvImportResult> {
  const { rows, columnOf } = readImportFile(bytes, parameterCsvColumns, ['name', 'type']);
  const groupNames = columnOf.group ? rows.map((row) => row.cells[columnOf.group!]!).filter(Boolean) : [];
  const groups = await selectGroupsByNames(db, actor.accountId, groupNames);
  const errors: CsvRowError[] = [];
  const valid: ParameterData[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const cell = (field: ParameterField) => (columnOf[field] ? row.cells[columnOf[field]!]! : '');
    const fail = (field: ParameterField, message: string) =>
      errors.push({ row: row.line, field: columnOf[field] ?? field, message });
    const raw: Record<string, unknown> = { name: cell('name'), type: parseType(cell('type')), groupId: null };
    let field: ParameterField = 'required';
    try {
      raw.required = parseBoolean(cell('required'));
      field = 'usedInVariants';
      raw.usedInVariants = parseBoolean(cell('usedInVariants'));
      field = 'translations';
      raw.translations = parseTranslations(cell('translations'));
      field = 'values';
      raw.values = parseValues(cell('values'));
    } catch (error) {
      if (error instanceof CellError) {
        fail(field, error.message);
        continue;
      }
      throw error;
    }
    const groupName = cell('group');
    if (groupName) {
      const group = groups.get(groupName.toLowerCase());
      if (!group) {
        fail('group', csvMessages.groupUnknown(groupName));
        continue;
      }
      raw.groupId = group.id;
    }
    const parsed = parameterBody.safeParse(raw);
    if (!parsed.success) {
      errors.push(
        rowError(row.line, parsed.error, columnOf, (path) => {
          const key = String(path[0]);
          return pathToField[key] ?? (key as ParameterField);
        }),
      );
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    if (seen.has(key)) {
      fail('name', csvMessages.duplicateInFile);
      continue;
    }
    seen.add(key);
    valid.push(parsed.data);
  }
  let created = 0;
  let updated = 0;
  await saveImport(() =>
    db.transaction(async (tx) => {
      const existing = await selectParametersByNames(
        tx,
        actor.accountId,
        valid.map((body) => body.name),
      );
      for (const body of valid) {
        const current = existing.get(body.name.toLowerCase());
        if (current) {
          await updateParameterIn(tx, actor, current, fieldsOf(body));
          updated += 1;
        } else {
          await createParameterIn(tx, actor, fieldsOf(body));
          created += 1;
        }
      }
    }),
  );
  return { created, updated, errors };
}

/** Every parameter as CSV, in the format the import reads. */
export function parametersCsv(db: Db, accountId: string): Readable {
  async function* lines() {
    yield csvBom + csvLine(Object.values(parameterCsvColumns).map((names) => names[0]));
    for await (const row of allParameters(db, accountId)) {
      yield csvLine([
        row.name,
        row.type,
        formatBoolean(row.required),
        formatBoolean(row.usedInVariants),
        formatTranslations(row.translations),
        formatValues(row.values),
        row.groupName,
      ]);
    }
  }
  return Readable.from(lines());
}
