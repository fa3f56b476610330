import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GpsrCompanyType } from '@zaplecze/contract/gpsr/gpsr';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';

/**
 * The product dictionaries of spec 002 §3 (producers, brands, suppliers, main categories, GPSR
 * companies and persons). Optional texts are stored as '' rather than null, as the API returns
 * them. Names are unique per account regardless of case; lists sort and search by `lower(name)`.
 */
const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const producers = pgTable(
  'producers',
  {
    id: primaryId(),
    accountId: accountId(),
    name: text().notNull(),
    countryCode: text().notNull().default('PL'),
    street: text().notNull(),
    postalCode: text().notNull(),
    city: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    formUrl: text().notNull(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('producers_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('producers_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: primaryId(),
    accountId: accountId(),
    name: text().notNull(),
    description: text().notNull().default(''),
    website: text().notNull().default(''),
    logoUrl: text().notNull().default(''),
    countryCode: text().notNull().default('PL'),
    isActive: boolean().notNull().default(true),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('brands_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('brands_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

const companyColumns = () => ({
  id: primaryId(),
  accountId: accountId(),
  name: text().notNull(),
  description: text().notNull().default(''),
  nip: text().notNull().default(''),
  krs: text().notNull().default(''),
  countryCode: text().notNull().default('PL'),
  street: text().notNull().default(''),
  buildingNumber: text().notNull().default(''),
  flatNumber: text().notNull().default(''),
  zipCode: text().notNull().default(''),
  city: text().notNull().default(''),
  email: text().notNull().default(''),
  phoneNumber: text().notNull().default(''),
  ...auditColumns,
});

export const suppliers = pgTable(
  'suppliers',
  { ...companyColumns(), isActive: boolean().notNull().default(true) },
  (table) => [
    uniqueIndex('suppliers_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    uniqueIndex('suppliers_account_nip_key')
      .on(table.accountId, table.nip)
      .where(sql`${table.nip} <> ''`),
    index('suppliers_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  { id: primaryId(), accountId: accountId(), name: text().notNull(), ...auditColumns },
  (table) => [
    uniqueIndex('product_categories_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('product_categories_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const gpsrCompanies = pgTable(
  'gpsr_companies',
  { ...companyColumns(), type: text().$type<GpsrCompanyType>().notNull() },
  (table) => [
    uniqueIndex('gpsr_companies_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('gpsr_companies_account_nip_idx').on(table.accountId, table.nip),
  ],
);

export const gpsrContacts = pgTable(
  'gpsr_contacts',
  {
    id: primaryId(),
    accountId: accountId(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    description: text().notNull().default(''),
    role: text().notNull().default(''),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    countryCode: text().notNull().default('PL'),
    ...auditColumns,
  },
  (table) => [
    index('gpsr_contacts_account_name_idx').on(
      table.accountId,
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
    ),
  ],
);
