import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  categoryExportHeader,
  categoryFields,
  categoryMessages,
  type Category,
  type CategoryList,
  type categoryExportQuery,
  type categoryListQuery,
  type upsertCategoryBody,
} from '@zaplecze/contract/categories';
import type { Db } from '../../db/client';
import { productCategories } from '../../db/schema/index';
import { csvBom, csvLine } from '../../lib/csv';
import { likePattern } from '../../lib/dictionary/repository';
import { auditRecorder } from '../audit/service';
import {
  createDictionary,
  timestampsOf,
  type Actor,
  type ReferenceCheck,
} from '../../lib/dictionary/service';

type Row = typeof productCategories.$inferSelect;
type Body = z.output<typeof upsertCategoryBody>;
type Values = { name: string };

const sorts = { name: sql`lower(${productCategories.name})`, created: productCategories.createdAt };
const search = (text: string) => sql`${productCategories.name} ilike ${likePattern(text)}`;

const dictionary = createDictionary<Row, Values, Category>({
  audit: auditRecorder,
  store: {
    table: productCategories,
    id: productCategories.id,
    accountId: productCategories.accountId,
    version: productCategories.version,
    sorts,
    search,
  },
  target: 'product_category',
  notFoundMessage: categoryMessages.notFound,
  label: (row) => row.name,
  toResponse: (row) => ({ id: row.id, name: row.name, accountId: row.accountId, ...timestampsOf(row) }),
  audited: (row) => ({ name: row.name }),
  byName: { column: productCategories.name, name: categoryFields.name, valuesOf: (name) => ({ name }) },
  unique: [
    {
      field: 'name',
      matches: (values) => sql`lower(${productCategories.name}) = lower(${values.name})`,
      message: categoryMessages.nameTaken,
    },
  ],
});

export async function listCategories(
  db: Db,
  accountId: string,
  query: z.output<typeof categoryListQuery>,
): Promise<CategoryList> {
  const { data, count } = await dictionary.list(db, accountId, { ...query, limit: query.size });
  return { data, count, page: query.page, size: query.size };
}

export const getCategory = dictionary.get;

/** `id` null creates; otherwise updates the record read at `version` (409 when stale). */
export function upsertCategory(db: Db, actor: Actor, body: Body): Promise<Category> {
  const values = { name: body.name };
  return body.id === null
    ? dictionary.create(db, actor, values)
    : dictionary.update(db, actor, body.id, body.version, values);
}

export const deleteCategory = dictionary.remove;

/** Products (and automatic-category rules) refuse the deletion of a category in use. */
export function registerCategoryReferenceCheck(check: ReferenceCheck): () => void {
  return dictionary.registerReferenceCheck(check);
}

/** Name-only categories for the product import, inside its transaction, with the form's name rule and the audit. */
export const categoryNameProblem = dictionary.nameProblem;
export const findCategoriesByNames = dictionary.findByNames;
export const findOrCreateCategoriesByNames = dictionary.findOrCreateByNames;
export const removeUnusedCategories = dictionary.removeUnused;

const warsawDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * 'Export CSV' of spec 002 §2.7, §9: every category matching the list's search, in its order,
 * with name, account id and created date (dd.MM.yyyy, Polish time) through the shared writer.
 */
export async function exportCategoriesCsv(
  db: Db,
  accountId: string,
  query: z.output<typeof categoryExportQuery>,
): Promise<string> {
  const descending = query.sort.startsWith('-');
  const column = sorts[(descending ? query.sort.slice(1) : query.sort) as keyof typeof sorts];
  const rows = await db
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.accountId, accountId), query.search ? search(query.search) : undefined))
    .orderBy(descending ? desc(column) : asc(column), asc(productCategories.id));
  return (
    csvBom +
    csvLine(categoryExportHeader) +
    rows.map((row) => csvLine([row.name, row.accountId, warsawDate.format(row.createdAt)])).join('')
  );
}
