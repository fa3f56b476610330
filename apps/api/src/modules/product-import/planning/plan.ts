import { sql } from 'drizzle-orm';
import { productMessages } from '@zaplecze/contract/products/products';
import {
  rowMessages,
  type ImportMode,
  type ProductIdentifier,
} from '@zaplecze/contract/product-import/product-import';
import type { Db } from '../../../db/client';
import { productRules } from '../../products/service';
import { resolvedId, type NameIndex } from '../mapping/dictionaries';
import { rowsOf } from '../../../db/rows';
import { columnSpecs, type ParsedRow, type RowError } from '../mapping/fields';

export type Values = Record<string, string | null>;

export type Planned =
  | { kind: 'create'; line: number; values: Values; stock?: number }
  | {
      kind: 'update';
      line: number;
      id: string;
      version: number;
      previous: Values;
      next: Values;
      merged: Values;
      stock?: number;
      previousStock: number;
    }
  | { kind: 'unchanged'; line: number; id: string; stock?: number; previousStock: number }
  | { kind: 'rejected'; line: number; errors: RowError[] };

export interface PlanContext {
  accountId: string;
  mode: ImportMode;
  identifier: ProductIdentifier;
  /** key → first line, over the whole file. */
  seenKeys: Map<string, number>;
  /** Dictionary names resolved so far; names not yet in the account map to `new:<name>` in a dry run. */
  names: NameIndex;
}

/** Columns read to compare (every writable column except stock, which the stock service owns). */
const comparable = Object.entries(columnSpecs).filter(([field]) => field !== 'stock');
const identifierField: Record<ProductIdentifier, string> = { Id: 'id', Sku: 'sku', Ean: 'ean' };
const referenceTables: Record<string, string> = {
  producerId: 'producers',
  brandId: 'brands',
  supplierId: 'suppliers',
  categoryId: 'product_categories',
  additionalCategory1Id: 'product_categories',
  additionalCategory2Id: 'product_categories',
  gpsrCompanyId: 'gpsr_companies',
  gpsrContactId: 'gpsr_contacts',
};

const keyOf = (row: ParsedRow, identifier: ProductIdentifier) => {
  const value = row.fields[identifierField[identifier]];
  return typeof value === 'string' ? value.toLowerCase() : null;
};

interface ExistingRow extends Values {
  id: string;
  key: string;
  skuKey: string;
}

async function existingProducts(
  db: Db,
  accountId: string,
  identifier: ProductIdentifier,
  keys: string[],
  skus: string[],
) {
  const select = sql.join(
    comparable.map(([field, spec]) => sql`${sql.raw(spec.column)}::text as ${sql.identifier(field)}`),
    sql`, `,
  );
  const keyExpression =
    identifier === 'Id' ? sql`id::text` : identifier === 'Sku' ? sql`lower(sku)` : sql`lower(ean)`;
  return rowsOf<ExistingRow & { version: number; stock: number }>(
    db,
    sql`
    select id::text as id, version, stock, ${keyExpression} as key, lower(sku) as "skuKey", ${select}
    from products
    where account_id = ${accountId} and ${
      identifier === 'Sku'
        ? sql`lower(sku) = any(${sql.param(keys)}::text[])`
        : identifier === 'Id'
          ? sql`(id = any(${sql.param(keys)}::uuid[]) or lower(sku) = any(${sql.param(skus)}::text[]))`
          : sql`(${keyExpression} = any(${sql.param(keys)}::text[]) or lower(sku) = any(${sql.param(skus)}::text[]))`
    }`,
  );
}

async function existingReferences(db: Db, accountId: string, rows: ParsedRow[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of new Set(Object.values(referenceTables))) {
    const ids = [
      ...new Set(
        rows.flatMap((row) =>
          Object.entries(referenceTables)
            .filter(([field, owner]) => owner === table && typeof row.fields[field] === 'string')
            .map(([field]) => row.fields[field] as string),
        ),
      ),
    ];
    if (ids.length === 0) continue;
    const matched = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from ${sql.identifier(table)} where account_id = ${accountId} and id = any(${sql.param(ids)}::uuid[])`,
    );
    for (const { id } of matched) found.add(`${table}:${id}`);
  }
  return found;
}

/** Equal as stored: JSON compared by value (key order and spacing aside), the rest as text. */
function sameValue(field: string, a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || columnSpecs[field]?.sqlCast !== 'jsonb') return false;
  return JSON.stringify(sortKeys(JSON.parse(a))) === JSON.stringify(sortKeys(JSON.parse(b)));
}
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/** The row's values over the stored ones: pictures by slot, custom fields merged, dictionaries by name. */
export function incoming(row: ParsedRow, stored: Values | null, names: NameIndex): Values {
  const values: Values = {};
  for (const [field, value] of Object.entries(row.fields)) {
    if (field === 'id' || field === 'stock' || field === 'parentSku') continue;
    values[field] = value === null ? null : String(value);
  }
  for (const [field, name] of Object.entries(row.names))
    if (values[field] === undefined) values[field] = resolvedId(names, field, name);
  if (row.pictures.size > 0) {
    const pictures = JSON.parse(stored?.pictures ?? '[]') as { url: string; description: string }[];
    for (const [slot, picture] of [...row.pictures.entries()].sort(([a], [b]) => a - b)) {
      const current = pictures[slot];
      if (picture.url)
        pictures[slot] = { url: picture.url, description: picture.description ?? current?.description ?? '' };
      else if (current && picture.description) current.description = picture.description;
    }
    values.pictures = JSON.stringify(pictures.filter(Boolean));
  }
  if (Object.keys(row.customFields).length > 0) {
    const custom = JSON.parse(stored?.customFieldValues ?? '{}') as Record<string, string>;
    values.customFieldValues = JSON.stringify({ ...custom, ...row.customFields });
  }
  // The products module's rules (HTML sanitised), before comparing, so the stored form is compared.
  return productRules(values);
}

export const createDefaults: Values = {
  status: 'Draft',
  type: 'Simple',
  weightUnit: 'kg',
  currency: 'PLN',
  pictures: '[]',
  customFieldValues: '{}',
};

/** Decides what each row of a batch does, against the stored products; reads only. */
export async function planBatch(db: Db, context: PlanContext, rows: ParsedRow[]): Promise<Planned[]> {
  const keys = rows.map((row) => keyOf(row, context.identifier)).filter((key): key is string => key !== null);
  const skus = rows
    .map((row) => (typeof row.fields.sku === 'string' ? row.fields.sku.toLowerCase() : null))
    .filter((sku): sku is string => sku !== null);
  const existing = await existingProducts(db, context.accountId, context.identifier, keys, skus);
  const byKey = new Map(existing.map((product) => [product.key, product]));
  const bySku = new Map(existing.map((product) => [product.skuKey, product]));
  const references = await existingReferences(db, context.accountId, rows);
  // SKUs are unique across products and variants (the products module's rule).
  const variantSkus = new Set(
    (
      await rowsOf<{ key: string }>(
        db,
        sql`select lower(sku) as key from product_variants where account_id = ${context.accountId} and lower(sku) = any(${sql.param(skus)}::text[])`,
      )
    ).map((row) => row.key),
  );
  return rows.map((row): Planned => {
    const errors = [...row.errors];
    for (const [field, table] of Object.entries(referenceTables)) {
      const id = row.fields[field];
      if (typeof id === 'string' && !references.has(`${table}:${id}`))
        errors.push({
          field: field === 'producerId' ? 'producentId' : field,
          reason: rowMessages.referenceNotFound,
          value: id,
        });
    }
    const key = keyOf(row, context.identifier);
    if (key === null && !errors.some((error) => error.field === identifierField[context.identifier]))
      errors.push({
        field: identifierField[context.identifier],
        reason: rowMessages.identifierMissing(identifierField[context.identifier]),
        value: '',
      });
    if (key !== null) {
      const first = context.seenKeys.get(key);
      if (first !== undefined)
        errors.push({
          field: identifierField[context.identifier],
          reason: rowMessages.duplicateInFile(first),
          value: key,
        });
      else context.seenKeys.set(key, row.line);
    }
    if (errors.length > 0) return { kind: 'rejected', line: row.line, errors };
    const stored = byKey.get(key!);
    const stock = row.fields.stock as number | undefined;
    if (!stored) {
      if (context.mode === 'UpdateOnly')
        return reject(row, identifierField[context.identifier], rowMessages.notFoundForUpdate, key!);
      if (context.identifier === 'Id') return reject(row, 'id', rowMessages.idCreate, key!);
      if (typeof row.fields.sku !== 'string') return reject(row, 'sku', rowMessages.skuRequired, '');
      if (typeof row.fields.name !== 'string') return reject(row, 'name', rowMessages.nameRequired, '');
      if (bySku.has(row.fields.sku.toLowerCase()) || variantSkus.has(row.fields.sku.toLowerCase()))
        return reject(row, 'sku', productMessages.skuTaken, row.fields.sku);
      return {
        kind: 'create',
        line: row.line,
        values: { ...createDefaults, ...incoming(row, null, context.names) },
        stock,
      };
    }
    if (context.mode === 'AddOnly')
      return reject(row, identifierField[context.identifier], rowMessages.existsForAdd, key!);
    const next = incoming(row, stored, context.names);
    if (typeof next.sku === 'string' && next.sku.toLowerCase() !== stored.skuKey) {
      const holder = bySku.get(next.sku.toLowerCase());
      if ((holder && holder.id !== stored.id) || variantSkus.has(next.sku.toLowerCase()))
        return reject(row, 'sku', productMessages.skuTaken, next.sku);
    }
    const previous: Values = {};
    const changed: Values = {};
    for (const [field, value] of Object.entries(next)) {
      if (!sameValue(field, value, stored[field] ?? null)) {
        previous[field] = stored[field] ?? null;
        changed[field] = value;
      }
    }
    const stockChanged = stock !== undefined && stock !== stored.stock;
    if (Object.keys(changed).length === 0 && !stockChanged)
      return { kind: 'unchanged', line: row.line, id: stored.id, previousStock: stored.stock };
    const merged: Values = {};
    for (const [field] of comparable) merged[field] = stored[field] ?? null;
    return {
      kind: 'update',
      line: row.line,
      id: stored.id,
      version: stored.version,
      previous,
      next: changed,
      merged: { ...merged, ...changed },
      stock: stockChanged ? stock : undefined,
      previousStock: stored.stock,
    };
  });
}

function reject(row: ParsedRow, field: string, reason: string, value: string): Planned {
  return { kind: 'rejected', line: row.line, errors: [{ field, reason, value }] };
}
