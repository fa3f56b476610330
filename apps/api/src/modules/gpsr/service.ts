import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gpsrMessages,
  type GpsrCompany,
  type GpsrCompanyList,
  type GpsrContact,
  type GpsrContactList,
  type gpsrListQuery,
  type gpsrCompanyBody,
  type gpsrContactBody,
} from '@zaplecze/contract/gpsr/gpsr';
import type { Db } from '../../db/client';
import { gpsrCompanies, gpsrContacts } from '../../db/schema/index';
import { likePattern } from '../../lib/dictionary/repository';
import { auditRecorder } from '../audit/service';
import {
  createDictionary,
  timestampsOf,
  type Actor,
  type ReferenceCheck,
} from '../../lib/dictionary/service';

type CompanyRow = typeof gpsrCompanies.$inferSelect;
type ContactRow = typeof gpsrContacts.$inferSelect;
type CompanyValues = z.output<typeof gpsrCompanyBody>;
type ContactValues = z.output<typeof gpsrContactBody>;
type ListQuery = z.output<typeof gpsrListQuery>;

const companyValues = (row: CompanyRow): CompanyValues => ({
  name: row.name,
  type: row.type,
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
});

const contactValues = (row: ContactRow): ContactValues => ({
  firstName: row.firstName,
  lastName: row.lastName,
  description: row.description,
  role: row.role,
  email: row.email,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
});

const companies = createDictionary<CompanyRow, CompanyValues, GpsrCompany>({
  audit: auditRecorder,
  store: {
    table: gpsrCompanies,
    id: gpsrCompanies.id,
    accountId: gpsrCompanies.accountId,
    version: gpsrCompanies.version,
    sorts: { name: sql`lower(${gpsrCompanies.name})` },
    search: (text) => {
      const digits = text.replace(/[\s-]/g, '');
      return sql`(${gpsrCompanies.name} ilike ${likePattern(text)} or ${gpsrCompanies.nip} ilike ${likePattern(digits || text)})`;
    },
  },
  target: 'gpsr_company',
  notFoundMessage: gpsrMessages.companyNotFound,
  label: (row) => row.name,
  toResponse: (row) => ({ id: row.id, ...companyValues(row), ...timestampsOf(row) }),
  audited: companyValues,
  unique: [
    {
      field: 'name',
      matches: (values) => sql`lower(${gpsrCompanies.name}) = lower(${values.name})`,
      message: gpsrMessages.companyNameTaken,
    },
  ],
});

const contacts = createDictionary<ContactRow, ContactValues, GpsrContact>({
  audit: auditRecorder,
  store: {
    table: gpsrContacts,
    id: gpsrContacts.id,
    accountId: gpsrContacts.accountId,
    version: gpsrContacts.version,
    sorts: { name: sql`lower(${gpsrContacts.lastName} || ' ' || ${gpsrContacts.firstName})` },
    search: (text) => {
      const pattern = likePattern(text);
      return sql`(${gpsrContacts.firstName} || ' ' || ${gpsrContacts.lastName} ilike ${pattern}
        or ${gpsrContacts.lastName} || ' ' || ${gpsrContacts.firstName} ilike ${pattern}
        or ${gpsrContacts.email} ilike ${pattern})`;
    },
  },
  target: 'gpsr_contact',
  notFoundMessage: gpsrMessages.contactNotFound,
  label: (row) => `${row.firstName} ${row.lastName}`,
  toResponse: (row) => ({ id: row.id, ...contactValues(row), ...timestampsOf(row) }),
  audited: contactValues,
});

export async function listGpsrCompanies(
  db: Db,
  accountId: string,
  query: ListQuery,
): Promise<GpsrCompanyList> {
  const { data, count } = await companies.list(db, accountId, { ...query, sort: 'name' });
  return { data, count, page: query.page, limit: query.limit };
}

export async function listGpsrContacts(
  db: Db,
  accountId: string,
  query: ListQuery,
): Promise<GpsrContactList> {
  const { data, count } = await contacts.list(db, accountId, { ...query, sort: 'name' });
  return { data, count, page: query.page, limit: query.limit };
}

export const createGpsrCompany = companies.create;
export const createGpsrContact = contacts.create;

export function updateGpsrCompany(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...values }: CompanyValues & { version: number },
): Promise<GpsrCompany> {
  return companies.update(db, actor, id, version, values);
}

export function updateGpsrContact(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...values }: ContactValues & { version: number },
): Promise<GpsrContact> {
  return contacts.update(db, actor, id, version, values);
}

export const deleteGpsrCompany = companies.remove;
export const deleteGpsrContact = contacts.remove;

/** Products pointing at a GPSR entity or person refuse its deletion (the product catalogue registers these). */
export function registerGpsrCompanyReferenceCheck(check: ReferenceCheck): () => void {
  return companies.registerReferenceCheck(check);
}
export function registerGpsrContactReferenceCheck(check: ReferenceCheck): () => void {
  return contacts.registerReferenceCheck(check);
}

/** Names of the account's GPSR companies registered under a NIP (for 'Czy aktywny?'). */
export async function gpsrCompanyNamesWithNip(db: Db, accountId: string, nip: string): Promise<string[]> {
  const rows = await db
    .select({ name: gpsrCompanies.name })
    .from(gpsrCompanies)
    .where(and(eq(gpsrCompanies.accountId, accountId), eq(gpsrCompanies.nip, nip)));
  return rows.map((row) => row.name);
}
