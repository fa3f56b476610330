import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { StockMovementKind, StockReservationState } from '@zaplecze/contract/products/products';
import { accounts } from './accounts';
import { primaryId } from './columns';
import { locations } from './locations';
import { orders } from './orders';
import { orderProducts } from './order-parts';
import { products, productVariants } from './products';
import { warehouses } from './warehouses';

const accountId = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * On-hand and reserved stock of a product (variantId null) or variant in a warehouse, kept current
 * by the stock service in the transaction of each movement; available = onHand − reserved.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: primaryId(),
    accountId: accountId(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    locationId: uuid().references(() => locations.id, { onDelete: 'set null' }),
    onHand: integer().notNull().default(0),
    reserved: integer().notNull().default(0),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('stock_levels_item_warehouse_key')
      .on(table.productId, table.variantId, table.warehouseId)
      .nullsNotDistinct(),
    index('stock_levels_account_warehouse_idx').on(table.accountId, table.warehouseId, table.productId),
    index('stock_levels_variant_idx').on(table.variantId),
    index('stock_levels_location_idx').on(table.locationId),
  ],
);

/** Every change of stock, signed, with why and what caused it (DESIGN.md §3 Stock). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountId(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    locationId: uuid().references(() => locations.id, { onDelete: 'set null' }),
    kind: text().$type<StockMovementKind>().notNull(),
    onHandDelta: integer().notNull().default(0),
    reservedDelta: integer().notNull().default(0),
    reason: text(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    returnId: uuid(),
    importRunId: uuid(),
    userId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.createdAt),
    index('stock_movements_order_idx').on(table.orderId),
    index('stock_movements_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * Stock an order line holds in its order's warehouse: 'reserved' until the warehouse's timing
 * consumes it ('consumed': taken from on-hand) or the order is cancelled ('released').
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: primaryId(),
    accountId: accountId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderProductId: uuid().references(() => orderProducts.id, { onDelete: 'set null' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    state: text().$type<StockReservationState>().notNull().default('reserved'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('stock_reservations_product_idx').on(table.productId, table.state),
    index('stock_reservations_order_idx').on(table.orderId),
    index('stock_reservations_order_product_idx').on(table.orderProductId),
  ],
);
