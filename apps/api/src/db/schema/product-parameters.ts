import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomFieldType } from '@zaplecze/contract/custom-fields/custom-fields';
import type { ParameterType, ParameterValue } from '@zaplecze/contract/product-parameters/product-parameters';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { productCategories } from './product-dictionaries';

const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A group of product parameters (Wygląd, Specyfikacja…); names unique per account, any case. */
export const parameterGroups = pgTable(
  'parameter_groups',
  {
    id: primaryId(),
    accountId: accountId(),
    name: text().notNull(),
    labelPl: text(),
    labelEn: text(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('parameter_groups_account_name_key').on(table.accountId, sql`lower(${table.name})`),
  ],
);

/** A product parameter; its values (select types) with their translations live in `values`. */
export const productParameters = pgTable(
  'product_parameters',
  {
    id: primaryId(),
    accountId: accountId(),
    groupId: uuid().references(() => parameterGroups.id, { onDelete: 'set null' }),
    name: text().notNull(),
    type: text().$type<ParameterType>().notNull(),
    required: boolean().notNull().default(false),
    usedInVariants: boolean().notNull().default(false),
    translations: jsonb()
      .$type<{ pl?: string | null; en?: string | null; de?: string | null }>()
      .notNull()
      .default({}),
    values: jsonb().$type<ParameterValue[]>().notNull().default([]),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('product_parameters_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('product_parameters_group_idx').on(table.groupId),
  ],
);

/** An account-defined extra product field; `key` is fixed once created. */
export const customFields = pgTable(
  'custom_fields',
  {
    id: primaryId(),
    accountId: accountId(),
    key: text().notNull(),
    label: text().notNull(),
    type: text().$type<CustomFieldType>().notNull(),
    required: boolean().notNull().default(false),
    options: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('custom_fields_account_key_key').on(table.accountId, table.key),
    index('custom_fields_account_position_idx').on(table.accountId, table.position),
  ],
);

/**
 * The account's SKU pattern and its running number. `nextNumber` is taken with
 * `UPDATE … RETURNING`, so concurrent product creations never share a number.
 */
export const skuGenerators = pgTable('sku_generators', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  pattern: text().notNull(),
  nextNumber: bigint({ mode: 'number' }).notNull().default(1),
  ...auditColumns,
});

/**
 * A rule assigning a category to the products matching its condition tree. A category a rule
 * targets cannot be deleted (the rules register a reference check with the categories module).
 */
export const autoCategoryRules = pgTable(
  'auto_category_rules',
  {
    id: primaryId(),
    accountId: accountId(),
    name: text().notNull(),
    targetCategoryId: uuid()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    position: integer().notNull(),
    condition: jsonb().notNull(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('auto_category_rules_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('auto_category_rules_account_position_idx').on(table.accountId, table.position),
    index('auto_category_rules_target_category_idx').on(table.targetCategoryId),
  ],
);
