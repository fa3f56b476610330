import { sql } from 'drizzle-orm';
import { rowMessages } from '@zaplecze/contract/product-import';
import { pluralPl, type PolishForms } from '@zaplecze/contract/plural';
import type { Db } from '../../../db/client';
import type { ParsedRow } from './fields';
import { rowsOf } from './rows';

/**
 * Dictionaries referenced by NAME in a file (targets producentName, brandName, …): matched
 * case-insensitively within the account. Producers, brands and suppliers missing from the account
 * are created (name only); categories are not — a misspelt category would silently grow the tree
 * the marketplaces map — so the row is refused ('kategoria: nie istnieje „X”').
 */
interface Dictionary {
  table: 'producers' | 'brands' | 'suppliers' | 'product_categories';
  /** The product field the resolved id goes to. */
  field: string;
  create: boolean;
  /** 'utworzy 3 nowe marki' */
  forms: PolishForms;
}

export const dictionaryTargets: Record<string, Dictionary> = {
  producentName: { table: 'producers', field: 'producerId', create: true, forms: { one: 'nowego producenta', few: 'nowych producentów', many: 'nowych producentów' } },
  brandName: { table: 'brands', field: 'brandId', create: true, forms: { one: 'nową markę', few: 'nowe marki', many: 'nowych marek' } },
  supplierName: { table: 'suppliers', field: 'supplierId', create: true, forms: { one: 'nowego dostawcę', few: 'nowych dostawców', many: 'nowych dostawców' } },
  categoryName: { table: 'product_categories', field: 'categoryId', create: false, forms: { one: 'kategorię', few: 'kategorie', many: 'kategorii' } },
  additionalCategory1Name: { table: 'product_categories', field: 'additionalCategory1Id', create: false, forms: { one: 'kategorię', few: 'kategorie', many: 'kategorii' } },
  additionalCategory2Name: { table: 'product_categories', field: 'additionalCategory2Id', create: false, forms: { one: 'kategorię', few: 'kategorie', many: 'kategorii' } },
};

const tableOfField = new Map(Object.values(dictionaryTargets).map((dictionary) => [dictionary.field, dictionary.table]));
const dictionaryOfField = new Map(Object.entries(dictionaryTargets).map(([target, dictionary]) => [dictionary.field, { target, ...dictionary }]));
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

async function lookUp(db: Db, accountId: string, table: string, names: string[], index: NameIndex) {
  const found = await rowsOf<{ id: string; key: string }>(
    db,
    sql`select id::text as id, lower(name) as key from ${sql.identifier(table)}
        where account_id = ${accountId} and lower(name) = any(${sql.param(names.map((name) => name.toLowerCase()))}::text[])`,
  );
  for (const row of found) index.set(`${table}:${row.key}`, row.id);
}

/** Reads the batch's names not yet known (one query per dictionary); nothing is created. */
export async function lookUpNames(db: Db, accountId: string, rows: ParsedRow[], index: NameIndex): Promise<void> {
  for (const [table, names] of namesByTable(rows, index)) await lookUp(db, accountId, table, names, index);
}

/** Creates the batch's missing producers, brands and suppliers (one insert per dictionary), then reads their ids. */
export async function createMissingNames(tx: Db, accountId: string, rows: ParsedRow[], index: NameIndex): Promise<void> {
  for (const [table, names] of namesByTable(rows, index)) {
    const creatable = Object.values(dictionaryTargets).some((dictionary) => dictionary.table === table && dictionary.create);
    // One spelling per name (the first seen); the unique index is on lower(name).
    const unique = [...new Map(names.toReversed().map((name) => [name.toLowerCase(), name])).values()];
    if (creatable) {
      const insert =
        table === 'producers'
          ? sql`insert into producers (account_id, name, street, postal_code, city, email, phone_number, form_url)
                select ${accountId}, n, '', '', '', '', '', '' from unnest(${sql.param(unique)}::text[]) as n on conflict do nothing`
          : sql`insert into ${sql.identifier(table)} (account_id, name)
                select ${accountId}, n from unnest(${sql.param(unique)}::text[]) as n on conflict do nothing`;
      await tx.execute(insert);
    }
    await lookUp(tx, accountId, table, unique, index);
  }
}

/** Names that resolve to nothing and may not be created (categories) make the row rejected. */
export function refuseMissingNames(rows: ParsedRow[], index: NameIndex): void {
  for (const row of rows)
    for (const [field, name] of Object.entries(row.names)) {
      const dictionary = dictionaryOfField.get(field)!;
      if (!dictionary.create && !index.has(keyOf(dictionary.table, name)))
        row.errors.push({ field: dictionary.target, reason: rowMessages.categoryMissing(name), value: name });
    }
}

/** Tallies the names a dry run would create: 'utworzy 3 nowe marki: A, B, C'. */
export class NewNames {
  private readonly byTarget = new Map<string, Map<string, string>>();

  add(rows: ParsedRow[], index: NameIndex): void {
    for (const row of rows) {
      if (row.errors.length > 0) continue;
      for (const [field, name] of Object.entries(row.names)) {
        const dictionary = dictionaryOfField.get(field)!;
        if (!dictionary.create || index.has(keyOf(dictionary.table, name))) continue;
        const table = dictionary.table;
        const names = this.byTarget.get(table) ?? new Map<string, string>();
        if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
        this.byTarget.set(table, names);
      }
    }
  }

  summary(): { dictionary: string; count: number; text: string; names: string[] }[] {
    return [...this.byTarget].map(([table, names]) => {
      const dictionary = Object.values(dictionaryTargets).find((item) => item.table === table)!;
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
export async function namesOfIds(db: Db, accountId: string, values: Record<string, string | null>[], into: Map<string, string>): Promise<void> {
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
