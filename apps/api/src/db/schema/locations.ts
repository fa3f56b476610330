import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocationTypeKind, LocationTypeMode } from '@zaplecze/contract/locations/locations';
import { accounts } from './accounts';
import { auditColumns, primaryId } from './columns';
import { warehouses } from './warehouses';

/** A kind of storage place (regał, zwroty, bufor) with its colour (spec 002 §3 'Location type'). */
export const locationTypes = pgTable(
  'location_types',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().$type<LocationTypeKind>().notNull(),
    availableForSale: boolean().notNull().default(true),
    mode: text().$type<LocationTypeMode>().notNull(),
    group: text(),
    description: text(),
    color: text().notNull(),
    ...auditColumns,
  },
  (table) => [index('location_types_account_name_idx').on(table.accountId, table.name)],
);

/**
 * A storage place in a warehouse. `code` is unique per warehouse; `systemId` numbers an
 * account's locations from 1. A warehouse that still has locations cannot be deleted.
 */
export const locations = pgTable(
  'locations',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    typeId: uuid()
      .notNull()
      .references(() => locationTypes.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    systemId: integer().notNull(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('locations_warehouse_code_key').on(
      table.accountId,
      table.warehouseId,
      sql`lower(${table.code})`,
    ),
    uniqueIndex('locations_account_system_id_key').on(table.accountId, table.systemId),
    index('locations_account_code_idx').on(table.accountId, table.code),
    index('locations_type_idx').on(table.typeId),
  ],
);
