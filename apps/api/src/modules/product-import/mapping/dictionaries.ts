import { sql } from 'drizzle-orm';
import {
  defaultMissingEntries,
  missingEntryNouns,
  rowMessages,
  type MissingEntries,
  type MissingEntryDictionary,
} from '@zaplecze/contract/product-import';
import { pluralPl } from '@zaplecze/contract/plural';
import type { Db } from '../../../db/client';
import type { BatchActor, NamedEntry } from '../../../lib/dictionary/service';
import {
  brandNameProblem,
  findBrandsByNames,
  findOrCreateBrandsByNames,
  removeUnusedBrands,
} from '../../brands/service';
import {
  categoryNameProblem,
  findCategoriesByNames,
  findOrCreateCategoriesByNames,
  removeUnusedCategories,
} from '../../categories/service';
import {
  findOrCreateProducersByNames,
  findProducersByNames,
  producerNameProblem,
  removeUnusedProducers,
} from '../../producers/service';
import {
  findOrCreateSuppliersByNames,
  findSuppliersByNames,
  removeUnusedSuppliers,
  supplierNameProblem,
} from '../../suppliers/service';
import type { ParsedRow } from './fields';
import { dictionaryTargets, type Dictionary } from './dictionary-targets';
import { rowsOf } from '../../../db/rows';

/**
 * Dictionaries referenced by NAME in a file (targets producentName, brandName, …): matched
 * case-insensitively within the account. A name the account lacks is created (name only) or its
 * row refused ('marka: nie istnieje „X”'), as the run's `missingEntries` says — by default
 * producers, brands and suppliers are created and categories refused (a misspelt category would
 * silently grow the list the marketplaces map). What a final import created is recorded on the
 * run (`created_entries`), so its rollback can remove what nothing uses any more. Entries are
 * found, created and removed by their own modules (name rule and audit as on their forms).
 */
/** Each dictionary's module: find, create and remove entries by name, in the caller's transaction. */
export const dictionaryOwners: Record<
  MissingEntryDictionary,
  {
    nameProblem: (name: string) => string | null;
    findByNames: (db: Db, accountId: string, names: string[]) => Promise<Map<string, string>>;
    findOrCreateByNames: (
      tx: Db,
      actor: BatchActor,
      names: string[],
    ) => Promise<{ ids: Map<string, string>; created: NamedEntry[]; refused: Map<string, string> }>;
    removeUnused: (
      tx: Db,
      actor: BatchActor,
      ids: string[],
      options?: { inUse?: Set<string>; unchangedOnly?: boolean },
    ) => Promise<{ removed: NamedEntry[]; kept: NamedEntry[] }>;
  }
> = {
  producers: {
    nameProblem: producerNameProblem,
    findByNames: findProducersByNames,
    findOrCreateByNames: findOrCreateProducersByNames,
    removeUnused: removeUnusedProducers,
  },
  brands: {
    nameProblem: brandNameProblem,
    findByNames: findBrandsByNames,
    findOrCreateByNames: findOrCreateBrandsByNames,
    removeUnused: removeUnusedBrands,
  },
  suppliers: {
    nameProblem: supplierNameProblem,
    findByNames: findSuppliersByNames,
    findOrCreateByNames: findOrCreateSuppliersByNames,
    removeUnused: removeUnusedSuppliers,
  },
  categories: {
    nameProblem: categoryNameProblem,
    findByNames: findCategoriesByNames,
    findOrCreateByNames: findOrCreateCategoriesByNames,
    removeUnused: removeUnusedCategories,
  },
};
/** The product fields holding a dictionary's id (a later import's change record may name it). */
export const dictionaryFields = (kind: MissingEntryDictionary) =>
  Object.values(dictionaryTargets)
    .filter((item) => item.kind === kind)
    .map((item) => item.field);

const tableOfField = new Map(
  Object.values(dictionaryTargets).map((dictionary) => [dictionary.field, dictionary.table]),
);
const dictionaryOfField = new Map(
  Object.entries(dictionaryTargets).map(([target, dictionary]) => [
    dictionary.field,
    { target, ...dictionary },
  ]),
);
const kindOfTable = new Map(
  Object.values(dictionaryTargets).map((dictionary) => [dictionary.table, dictionary]),
);
export const isDictionaryField = (field: string) => tableOfField.has(field);

/** `table:lower(name)` → id, filled batch by batch over a run. */
export type NameIndex = Map<string, string>;
const keyOf = (table: string, name: string) => `${table}:${name.toLowerCase()}`;

/** The id a row's name resolves to, or `new:<name>` (a dry run shows it as '<name> (nowy)'). */
export function resolvedId(index: NameIndex, field: string, name: string): string {
  return index.get(keyOf(tableOfField.get(field)!, name)) ?? `new:${name}`;
}

function namesByTable(rows: ParsedRow[], index: NameIndex): Map<Dictionary['table'], string[]> {
  const wanted = new Map<Dictionary['table'], Set<string>>();
  for (const row of rows)
    for (const [field, name] of Object.entries(row.names)) {
      const table = tableOfField.get(field)!;
      if (index.has(keyOf(table, name))) continue;
      const names = wanted.get(table) ?? new Set<string>();
      names.add(name);
      wanted.set(table, names);
    }
  return new Map([...wanted].map(([table, names]) => [table, [...names]]));
}

async function lookUp(
  db: Db,
  accountId: string,
  table: Dictionary['table'],
  names: string[],
  index: NameIndex,
) {
  const found = await dictionaryOwners[kindOfTable.get(table)!.kind].findByNames(db, accountId, names);
  for (const [key, id] of found) index.set(`${table}:${key}`, id);
}

/** Reads the batch's names not yet known (one query per dictionary); nothing is created. */
export async function lookUpNames(
  db: Db,
  accountId: string,
  rows: ParsedRow[],
  index: NameIndex,
): Promise<void> {
  for (const [table, names] of namesByTable(rows, index)) await lookUp(db, accountId, table, names, index);
}

/**
 * Creates the batch's missing names of the dictionaries the run may add to through their modules
 * (one call per dictionary; rows already refused by their values add nothing; a name the entry's
 * form would refuse refuses its row instead), and, given the run, records the created ids on it in
 * the same transaction.
 */
export async function createMissingNames(
  tx: Db,
  actor: BatchActor,
  rows: ParsedRow[],
  index: NameIndex,
  choices: MissingEntries = defaultMissingEntries,
  runId?: string,
): Promise<void> {
  await lookUpNames(tx, actor.accountId, rows, index);
  refuseInvalidNames(rows, index, choices);
  const valid = rows.filter((row) => row.errors.length === 0);
  for (const [table, names] of namesByTable(valid, index)) {
    const kind = kindOfTable.get(table)!.kind;
    if (choices[kind] !== 'create') continue;
    // Only what this call added: a name another import created meanwhile is matched, not recorded.
    const { ids, created } = await dictionaryOwners[kind].findOrCreateByNames(tx, actor, names);
    if (runId && created.length > 0)
      await tx.execute(
        sql`update import_runs set created_entries = created_entries
              || jsonb_build_object(${kind}::text, coalesce(created_entries->${kind}::text, '[]'::jsonb) || ${JSON.stringify(created.map((row) => row.id))}::jsonb)
            where id = ${runId}`,
      );
    for (const [key, id] of ids) index.set(`${table}:${key}`, id);
  }
}

/** A name the run would create that the entry's own form refuses (too long, …) refuses its row, by field. */
function refuseInvalidNames(rows: ParsedRow[], index: NameIndex, choices: MissingEntries): void {
  for (const row of rows)
    for (const [field, name] of Object.entries(row.names)) {
      const dictionary = dictionaryOfField.get(field)!;
      if (choices[dictionary.kind] !== 'create' || index.has(keyOf(dictionary.table, name))) continue;
      const problem = dictionaryOwners[dictionary.kind].nameProblem(name);
      if (!problem || row.errors.some((error) => error.field === dictionary.target)) continue;
      row.errors.push({
        field: dictionary.target,
        reason: `${missingEntryNouns[dictionary.kind]}: ${problem}`,
        value: name,
      });
    }
}

/** Names that resolve to nothing in a dictionary the run may not add to make the row rejected. */
export function refuseMissingNames(
  rows: ParsedRow[],
  index: NameIndex,
  choices: MissingEntries = defaultMissingEntries,
): void {
  refuseInvalidNames(rows, index, choices);
  for (const row of rows)
    for (const [field, name] of Object.entries(row.names)) {
      const dictionary = dictionaryOfField.get(field)!;
      if (choices[dictionary.kind] === 'reject' && !index.has(keyOf(dictionary.table, name)))
        row.errors.push({
          field: dictionary.target,
          reason: rowMessages.entryMissing(dictionary.kind, name),
          value: name,
        });
    }
}

/** Tallies the names a dry run would create: 'utworzy 3 nowe marki: A, B, C'. */
export class NewNames {
  private readonly byTarget = new Map<Dictionary['table'], Map<string, string>>();

  add(rows: ParsedRow[], index: NameIndex, choices: MissingEntries = defaultMissingEntries): void {
    for (const row of rows) {
      if (row.errors.length > 0) continue;
      for (const [field, name] of Object.entries(row.names)) {
        const dictionary = dictionaryOfField.get(field)!;
        if (choices[dictionary.kind] !== 'create' || index.has(keyOf(dictionary.table, name))) continue;
        const table = dictionary.table;
        const names = this.byTarget.get(table) ?? new Map<string, string>();
        if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
        this.byTarget.set(table, names);
      }
    }
  }

  summary(): { dictionary: string; count: number; text: string; names: string[] }[] {
    return [...this.byTarget].map(([table, names]) => {
      const dictionary = kindOfTable.get(table)!;
      const list = [...names.values()];
      const shown = list.slice(0, 20);
      return {
        dictionary: table,
        count: list.length,
        names: shown,
        text: `utworzy ${list.length} ${pluralPl(list.length, dictionary.forms)}: ${shown.join(', ')}${list.length > shown.length ? '…' : ''}`,
      };
    });
  }
}

/** id → name of the dictionary ids in a batch's diffs (one query per dictionary), so a diff shows names. */
export async function namesOfIds(
  db: Db,
  accountId: string,
  values: Record<string, string | null>[],
  into: Map<string, string>,
): Promise<void> {
  const idsByTable = new Map<string, Set<string>>();
  for (const record of values)
    for (const [field, value] of Object.entries(record)) {
      const table = tableOfField.get(field) ?? (field === 'producerId' ? 'producers' : undefined);
      if (!table || !value || value.startsWith('new:') || into.has(value)) continue;
      idsByTable.set(table, (idsByTable.get(table) ?? new Set()).add(value));
    }
  for (const [table, ids] of idsByTable) {
    const found = await rowsOf<{ id: string; name: string }>(
      db,
      sql`select id::text as id, name from ${sql.identifier(table)} where account_id = ${accountId} and id = any(${sql.param([...ids])}::uuid[])`,
    );
    for (const row of found) into.set(row.id, row.name);
  }
}
