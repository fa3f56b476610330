import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductStock } from '@zaplecze/contract/stock/stock';
import type { Warehouse, WarehouseBody } from '@zaplecze/contract/warehouses/warehouses';
import { productPrices, products, productVariants } from '../../../db/schema/index';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { orderClient } from './order-client';
import { rowsOf } from '../../../db/rows';

const tag = () => randomBytes(4).toString('hex').toUpperCase();

/**
 * A signed-in user's warehouses, catalogue products (written straight to the tables: the
 * products module is not this module's), stock and orders, for the stock tests.
 */
export function stockWorld(ctx: TestContext, user: TestUser) {
  const orders = orderClient(ctx, user);
  const db = () => ctx.database.db;

  async function createWarehouse(body: Partial<WarehouseBody> = {}): Promise<Warehouse> {
    const response = await orders.call('POST', '/api/warehouses', { name: `Magazyn ${tag()}`, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function createProduct(
    fields: {
      name?: string;
      sku?: string;
      ean?: string | null;
      type?: 'Simple' | 'Variable';
      vatRateId?: string;
    } = {},
    variants: { sku: string; name?: string; ean?: string }[] = [],
  ) {
    const [product] = await db()
      .insert(products)
      .values({
        accountId: user.accountId,
        sku: fields.sku ?? `SKU-${tag()}`,
        name: fields.name ?? `Produkt ${tag()}`,
        ean: fields.ean ?? null,
        type: fields.type ?? (variants.length > 0 ? 'Variable' : 'Simple'),
        status: 'Published',
        vatRateId: (fields.vatRateId ?? 'standard23') as 'standard23',
        pictures: [{ url: 'https://example.com/a.jpg', description: '' }],
      })
      .returning();
    const rows = variants.length
      ? await db()
          .insert(productVariants)
          .values(
            variants.map((variant, index) => ({
              accountId: user.accountId,
              productId: product!.id,
              position: index + 1,
              sku: variant.sku,
              name: variant.name ?? null,
              ean: variant.ean ?? null,
            })),
          )
          .returning()
      : [];
    return { ...product!, variants: rows };
  }

  async function setPrice(
    productId: string,
    priceListId: string,
    amount: string,
    variantId: string | null = null,
  ) {
    await db()
      .insert(productPrices)
      .values({ accountId: user.accountId, productId, variantId, priceListId, amount });
  }

  async function putStock(
    productId: string,
    levels: { warehouseId: string; variantId?: string | null; onHand: number }[],
    reason?: string,
    as: TestUser = user,
  ) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}/stock`,
      payload: { levels, reason },
      headers: as.headers,
    });
  }

  async function setStock(
    productId: string,
    levels: { warehouseId: string; variantId?: string | null; onHand: number }[],
  ) {
    const response = await putStock(productId, levels);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductStock;
  }

  async function stock(productId: string): Promise<ProductStock> {
    const response = await orders.call('GET', `/api/products/${productId}/stock`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The level of the product (or variant) in the warehouse: on-hand and reserved. */
  async function level(productId: string, warehouseId: string, variantId: string | null = null) {
    const found = (await stock(productId)).levels.find(
      (row) => row.warehouseId === warehouseId && row.variantId === variantId,
    );
    return { onHand: found?.onHand ?? 0, reserved: found?.reserved ?? 0 };
  }

  /** The denormalised sums the products list sorts and filters by. */
  async function sums(productId: string) {
    const [row] = await rowsOf<{ stock: number; stock_reserved: number }>(
      db(),
      sql`select stock, stock_reserved from products where id = ${productId}`,
    );
    return { stock: row!.stock, reserved: row!.stock_reserved };
  }

  /** A catalogue line for an order: the server fills name and price, the body needs its minimum. */
  const line = (productId: string, quantity: number, variantId: string | null = null) => ({
    catalogProductId: productId,
    catalogVariantId: variantId,
    name: 'z katalogu',
    quantity,
    grossPrice: '0.00',
  });

  return { orders, createWarehouse, createProduct, setPrice, putStock, setStock, stock, level, sums, line };
}
