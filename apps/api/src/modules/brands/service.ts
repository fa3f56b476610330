import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  brandFields,
  brandMessages,
  type Brand,
  type BrandList,
  type brandListQuery,
  type upsertBrandBody,
} from '@zaplecze/contract/brands';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema/index';
import { likePattern } from '../../lib/dictionary/repository';
import { auditRecorder } from '../audit/service';
import {
  createDictionary,
  timestampsOf,
  type Actor,
  type ReferenceCheck,
} from '../../lib/dictionary/service';

type Row = typeof brands.$inferSelect;
type Body = z.output<typeof upsertBrandBody>;
type Values = Omit<Body, 'id' | 'version'>;

const valuesOf = ({ id: _id, version: _version, ...values }: Body): Values => values;

const audited = (row: Row): Values => ({
  name: row.name,
  description: row.description,
  website: row.website,
  logoUrl: row.logoUrl,
  countryCode: row.countryCode,
  isActive: row.isActive,
});

const dictionary = createDictionary<Row, Values, Brand>({
  audit: auditRecorder,
  store: {
    table: brands,
    id: brands.id,
    accountId: brands.accountId,
    version: brands.version,
    sorts: { name: sql`lower(${brands.name})`, created: brands.createdAt },
    active: brands.isActive,
    search: (text) => sql`${brands.name} ilike ${likePattern(text)}`,
  },
  target: 'brand',
  notFoundMessage: brandMessages.notFound,
  label: (row) => row.name,
  toResponse: (row) => ({ id: row.id, ...audited(row), ...timestampsOf(row) }),
  audited,
  byName: {
    column: brands.name,
    name: brandFields.name,
    valuesOf: (name) => ({
      name,
      description: '',
      website: '',
      logoUrl: '',
      countryCode: 'PL',
      isActive: true,
    }),
  },
  unique: [
    {
      field: 'name',
      matches: (values) => sql`lower(${brands.name}) = lower(${values.name})`,
      message: brandMessages.nameTaken,
    },
  ],
});

export async function listBrands(
  db: Db,
  accountId: string,
  query: z.output<typeof brandListQuery>,
): Promise<BrandList> {
  const { data, count, activeCount } = await dictionary.list(db, accountId, query);
  return { data, count, activeCount, page: query.page, limit: query.limit };
}

export const getBrand = dictionary.get;

/** `id` null creates; otherwise updates the record read at `version` (409 when stale). */
export function upsertBrand(db: Db, actor: Actor, body: Body): Promise<Brand> {
  return body.id === null
    ? dictionary.create(db, actor, valuesOf(body))
    : dictionary.update(db, actor, body.id, body.version, valuesOf(body));
}

export const deleteBrand = dictionary.remove;

/** Products (and anything else storing brand ids) refuse the deletion of a brand in use. */
export function registerBrandReferenceCheck(check: ReferenceCheck): () => void {
  return dictionary.registerReferenceCheck(check);
}

/** Name-only brands for the product import, inside its transaction, with the form's name rule and the audit. */
export const brandNameProblem = dictionary.nameProblem;
export const findBrandsByNames = dictionary.findByNames;
export const findOrCreateBrandsByNames = dictionary.findOrCreateByNames;
export const removeUnusedBrands = dictionary.removeUnused;
