import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  supplierFields,
  supplierMessages,
  type Supplier,
  type SupplierList,
  type supplierListQuery,
  type upsertSupplierBody,
} from '@zaplecze/contract/suppliers';
import type { Db } from '../../db/client';
import { suppliers } from '../../db/schema/index';
import { likePattern } from '../../lib/dictionary/repository';
import { auditRecorder } from '../audit/service';
import {
  createDictionary,
  timestampsOf,
  type Actor,
  type ReferenceCheck,
} from '../../lib/dictionary/service';

type Row = typeof suppliers.$inferSelect;
type Body = z.output<typeof upsertSupplierBody>;
type Values = Omit<Body, 'id' | 'version'>;

const valuesOf = ({ id: _id, version: _version, ...values }: Body): Values => values;

const audited = (row: Row): Values => ({
  name: row.name,
  description: row.description,
  nip: row.nip,
  krs: row.krs,
  countryCode: row.countryCode,
  street: row.street,
  buildingNumber: row.buildingNumber,
  flatNumber: row.flatNumber,
  zipCode: row.zipCode,
  city: row.city,
  email: row.email,
  phoneNumber: row.phoneNumber,
  isActive: row.isActive,
});

/** A typed NIP matches with its dashes and spaces left out. */
function searchCondition(text: string) {
  const digits = text.replace(/[\s-]/g, '');
  return sql`(${suppliers.name} ilike ${likePattern(text)} or ${suppliers.nip} ilike ${likePattern(digits || text)})`;
}

const dictionary = createDictionary<Row, Values, Supplier>({
  audit: auditRecorder,
  store: {
    table: suppliers,
    id: suppliers.id,
    accountId: suppliers.accountId,
    version: suppliers.version,
    sorts: { name: sql`lower(${suppliers.name})`, created: suppliers.createdAt },
    active: suppliers.isActive,
    search: searchCondition,
  },
  target: 'supplier',
  notFoundMessage: supplierMessages.notFound,
  label: (row) => row.name,
  toResponse: (row) => ({ id: row.id, accountId: row.accountId, ...audited(row), ...timestampsOf(row) }),
  audited,
  byName: {
    column: suppliers.name,
    name: supplierFields.name,
    valuesOf: (name) => ({
      name,
      description: '',
      nip: '',
      krs: '',
      countryCode: 'PL',
      street: '',
      buildingNumber: '',
      flatNumber: '',
      zipCode: '',
      city: '',
      email: '',
      phoneNumber: '',
      isActive: true,
    }),
  },
  unique: [
    {
      field: 'name',
      matches: (values) => sql`lower(${suppliers.name}) = lower(${values.name})`,
      message: supplierMessages.nameTaken,
    },
    {
      field: 'nip',
      matches: (values) => (values.nip ? eq(suppliers.nip, values.nip) : null),
      message: supplierMessages.nipTaken,
    },
  ],
});

export async function listSuppliers(
  db: Db,
  accountId: string,
  query: z.output<typeof supplierListQuery>,
): Promise<SupplierList> {
  const { data, count, activeCount } = await dictionary.list(db, accountId, query);
  return { data, count, activeCount, page: query.page, limit: query.limit };
}

export const getSupplier = dictionary.get;

/** `id` null creates; otherwise updates the record read at `version` (409 when stale). */
export function upsertSupplier(db: Db, actor: Actor, body: Body): Promise<Supplier> {
  return body.id === null
    ? dictionary.create(db, actor, valuesOf(body))
    : dictionary.update(db, actor, body.id, body.version, valuesOf(body));
}

export const deleteSupplier = dictionary.remove;

/** Products (and anything else storing supplier ids) refuse the deletion of a supplier in use. */
export function registerSupplierReferenceCheck(check: ReferenceCheck): () => void {
  return dictionary.registerReferenceCheck(check);
}

/** Names of the account's suppliers registered under a NIP (for 'Czy aktywny?'). */
export async function supplierNamesWithNip(db: Db, accountId: string, nip: string): Promise<string[]> {
  const rows = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.accountId, accountId), eq(suppliers.nip, nip)));
  return rows.map((row) => row.name);
}

/** Name-only suppliers for the product import, inside its transaction, with the form's name rule and the audit. */
export const supplierNameProblem = dictionary.nameProblem;
export const findSuppliersByNames = dictionary.findByNames;
export const findOrCreateSuppliersByNames = dictionary.findOrCreateByNames;
export const removeUnusedSuppliers = dictionary.removeUnused;
