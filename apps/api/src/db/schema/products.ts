import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PolishVatRateId } from '@zaplecze/contract/vat/vat';
import type {
  ProductPicture,
  ProductStatus,
  ProductType,
  WeightUnit,
} from '@zaplecze/contract/products/products';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import {
  brands,
  gpsrCompanies,
  gpsrContacts,
  producers,
  productCategories,
  suppliers,
} from './product-dictionaries';
import { priceLists } from './warehouses';

const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const amount = () => numeric({ precision: 14, scale: 2 });

/**
 * A catalogue product (spec 002 §3, every import target). `price` is the gross price in the
 * account's default price list and `stock`/`stockReserved` the sums over warehouses and variants:
 * denormalised for the list's sorting and filtering at a million rows, kept current in the
 * transaction that changes prices (products service) or stock (stock service, DESIGN.md §3).
 * Parameter and custom-field values are keyed by the parameter id / custom-field key.
 */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    accountId: accountId(),
    sku: text().notNull(),
    ean: text(),
    name: text().notNull(),
    shortDescription: text(),
    longDescription: text(),
    type: text().$type<ProductType>().notNull().default('Simple'),
    status: text().$type<ProductStatus>().notNull().default('Draft'),
    saleFrom: date(),
    deliveryTimeDays: integer(),
    gtu: text(),
    modelCode: text(),
    unit: text(),
    unitValue: numeric({ precision: 12, scale: 3 }),
    lengthCm: numeric({ precision: 10, scale: 2 }),
    widthCm: numeric({ precision: 10, scale: 2 }),
    heightCm: numeric({ precision: 10, scale: 2 }),
    weightAmount: numeric({ precision: 12, scale: 3 }),
    weightUnit: text().$type<WeightUnit>().notNull().default('kg'),
    pictures: jsonb().$type<ProductPicture[]>().notNull().default([]),
    producerId: uuid().references(() => producers.id, { onDelete: 'restrict' }),
    brandId: uuid().references(() => brands.id, { onDelete: 'restrict' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'restrict' }),
    categoryId: uuid().references(() => productCategories.id, { onDelete: 'restrict' }),
    additionalCategory1Id: uuid().references(() => productCategories.id, { onDelete: 'restrict' }),
    additionalCategory2Id: uuid().references(() => productCategories.id, { onDelete: 'restrict' }),
    gpsrCompanyId: uuid().references(() => gpsrCompanies.id, { onDelete: 'restrict' }),
    gpsrContactId: uuid().references(() => gpsrContacts.id, { onDelete: 'restrict' }),
    vatRateId: text().$type<PolishVatRateId>().notNull().default('standard23'),
    parameterValues: jsonb().$type<Record<string, string>>().notNull().default({}),
    customFieldValues: jsonb().$type<Record<string, string>>().notNull().default({}),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: amount(),
    currency: text().notNull().default('PLN'),
    stock: integer().notNull().default(0),
    stockReserved: integer().notNull().default(0),
    createdBy: uuid(),
    modifiedBy: uuid(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('products_account_sku_key').on(table.accountId, sql`lower(${table.sku})`),
    index('products_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('products_account_status_created_idx').on(table.accountId, table.status, table.createdAt, table.id),
    // Sorting by name and price: products_account_name_pl_idx and products_account_price_sort_idx (0015,
    // hand-written); the plain (account_id, name, id) and (account_id, price, id) went in 0026.
    index('products_account_stock_idx').on(table.accountId, table.stock, table.id),
    index('products_account_ean_idx').on(table.accountId, sql`lower(${table.ean})`),
    // The products list's filters (helper B): each keeps a page of 50 fast at a million products.
    index('products_account_type_created_idx').on(table.accountId, table.type, table.createdAt, table.id),
    index('products_account_category_created_idx').on(
      table.accountId,
      table.categoryId,
      table.createdAt,
      table.id,
    ),
    index('products_account_producer_created_idx').on(
      table.accountId,
      table.producerId,
      table.createdAt,
      table.id,
    ),
    index('products_tags_idx').using('gin', table.tags),
    // Custom-field filters: equality of a list, yes/no or date value is `custom_field_values @> {key: value}`.
    index('products_custom_field_values_idx').using('gin', table.customFieldValues.op('jsonb_path_ops')),
    // Stock status filters (session 4): out of stock, low and reserved are a few per cent of a catalogue or none,
    // so walking the created-order index for 50 of them (or counting them) read the whole account.
    index('products_account_out_of_stock_idx')
      .on(table.accountId, table.createdAt, table.id)
      .where(sql`${table.stock} <= 0`),
    index('products_account_low_stock_idx')
      .on(table.accountId, table.createdAt, table.id)
      .where(
        sql`(${table.stock} - ${table.stockReserved}) > 0 and (${table.stock} - ${table.stockReserved}) < 5`,
      ),
    index('products_account_reserved_idx')
      .on(table.accountId, table.createdAt, table.id)
      .where(sql`${table.stockReserved} > 0`),
    // Whether any product still holds a picture URL (picture-files.ts): `pictures @> '[{"url": …}]'`.
    index('products_pictures_idx').using('gin', table.pictures.op('jsonb_path_ops')),
    index('products_producer_idx').on(table.producerId),
    index('products_brand_idx').on(table.brandId),
    index('products_supplier_idx').on(table.supplierId),
    index('products_category_idx').on(table.categoryId),
    index('products_additional_category1_idx').on(table.additionalCategory1Id),
    index('products_additional_category2_idx').on(table.additionalCategory2Id),
    index('products_gpsr_company_idx').on(table.gpsrCompanyId),
    index('products_gpsr_contact_idx').on(table.gpsrContactId),
  ],
);

/** A variant of a Variable product: its own SKU (unique with the products' SKUs), EAN, axes. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: primaryId(),
    accountId: accountId(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    sku: text().notNull(),
    ean: text(),
    name: text(),
    /** parameter id → value, over the parameters marked usedInVariants. */
    axes: jsonb().$type<Record<string, string>>().notNull().default({}),
    stock: integer().notNull().default(0),
    stockReserved: integer().notNull().default(0),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('product_variants_account_sku_key').on(table.accountId, sql`lower(${table.sku})`),
    index('product_variants_product_idx').on(table.productId, table.position),
    index('product_variants_account_ean_idx').on(table.accountId, sql`lower(${table.ean})`),
  ],
);

/**
 * A price of a product (variantId null) or of a variant in an independent price list. Dependent
 * lists store nothing: their prices are derived from their base list when read.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: primaryId(),
    accountId: accountId(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    priceListId: uuid()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    amount: amount().notNull(),
  },
  (table) => [
    unique('product_prices_item_list_key')
      .on(table.productId, table.variantId, table.priceListId)
      .nullsNotDistinct(),
    index('product_prices_list_amount_idx').on(
      table.accountId,
      table.priceListId,
      table.amount,
      table.productId,
    ),
    index('product_prices_variant_idx').on(table.variantId),
  ],
);
