import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ReservationTiming } from '@zaplecze/contract/warehouses/warehouses';
import type { PriceListCurrency, PriceListType } from '@zaplecze/contract/warehouses/price-lists';
import type { SetsSettingsValues } from '@zaplecze/contract/sets-settings/sets-settings';
import type { OssMappings, PriceCalculation } from '@zaplecze/contract/vat/vat';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { orderStatuses } from './order-statuses';

const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * A list of prices. A dependent list derives every price from `basePriceListId` as
 * base × multiplier + additionalValue (grosze), so only independent lists will store prices.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: primaryId(),
    accountId: accountId(),
    systemId: integer().notNull(),
    name: text().notNull(),
    type: text().$type<PriceListType>().notNull(),
    currency: text().$type<PriceListCurrency>().notNull(),
    basePriceListId: uuid().references((): AnyPgColumn => priceLists.id, { onDelete: 'restrict' }),
    multiplier: numeric({ precision: 10, scale: 4 }).notNull().default('1'),
    additionalValue: integer().notNull().default(0),
    hierarchy: integer().notNull(),
    isDefault: boolean().notNull().default(false),
    validFrom: date(),
    validTo: date(),
    variantPriceConfig: text().$type<'lowest' | 'highest' | 'average'>().notNull().default('lowest'),
    setSettings: text().$type<'manual' | 'automatic'>().notNull().default('manual'),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('price_lists_account_hierarchy_key').on(table.accountId, table.hierarchy),
    uniqueIndex('price_lists_account_system_id_key').on(table.accountId, table.systemId),
    uniqueIndex('price_lists_account_default_key')
      .on(table.accountId)
      .where(sql`${table.isDefault}`),
    index('price_lists_base_idx').on(table.basePriceListId),
  ],
);

/** A warehouse of an account and the stock rules its orders follow (spec 002 §3, §4). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: primaryId(),
    accountId: accountId(),
    systemId: integer().notNull(),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    hierarchyPosition: integer().notNull(),
    defaultPriceListId: uuid().references(() => priceLists.id, { onDelete: 'set null' }),
    allowNegativeStock: boolean().notNull().default(false),
    reservationTiming: text().$type<ReservationTiming>().notNull().default('onOrderCreate'),
    cancellationStatusId: uuid().references(() => orderStatuses.id, { onDelete: 'set null' }),
    /** onStatusChange: reaching this status takes the reserved stock from on-hand. */
    reservationStatusId: uuid().references(() => orderStatuses.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('warehouses_account_hierarchy_key').on(table.accountId, table.hierarchyPosition),
    uniqueIndex('warehouses_account_system_id_key').on(table.accountId, table.systemId),
    uniqueIndex('warehouses_account_default_key')
      .on(table.accountId)
      .where(sql`${table.isDefault}`),
    index('warehouses_price_list_idx').on(table.defaultPriceListId),
    index('warehouses_cancellation_status_idx').on(table.cancellationStatusId),
    index('warehouses_reservation_status_idx').on(table.reservationStatusId),
  ],
);

/** The warehouses a price list applies to. */
export const priceListWarehouses = pgTable(
  'price_list_warehouses',
  {
    priceListId: uuid()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.warehouseId] }),
    index('price_list_warehouses_warehouse_idx').on(table.warehouseId),
  ],
);

/** Where sets are broken down: one row per account, created with the defaults on first read. */
export const setsSettings = pgTable('sets_settings', {
  accountId: accountId().primaryKey(),
  values: jsonb().$type<SetsSettingsValues>().notNull(),
  ...auditColumns,
});

/** Price calculation and the VAT OSS mapping: one row per account, created on first read. */
export const vatSettings = pgTable('vat_settings', {
  accountId: accountId().primaryKey(),
  priceCalculation: text().$type<PriceCalculation>().notNull().default('brutto'),
  ossMappings: jsonb().$type<OssMappings>().notNull().default({}),
  ...auditColumns,
});
