import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import type { ProductStock } from '@zaplecze/contract/stock/stock';
import type { Warehouse, WarehouseBody } from '@zaplecze/contract/warehouses/warehouses';
import { products } from '../../../db/schema/index';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';
import { apiAs, statusesOf } from './orders';

const tag = () => randomBytes(4).toString('hex').toUpperCase();

/**
 * Orders of one user with their warehouses and stock, over HTTP (the stock module is not this
 * one's); catalogue products are written straight to the table.
 */
export function stockOrders(ctx: TestContext, user: TestUser) {
  const call = apiAs(ctx, user);
  const expectOk = async (
    response: { statusCode: number; body: string; json: () => unknown },
    code = 200,
  ) => {
    expect(response.statusCode, response.body).toBe(code);
    return response.json();
  };
  return {
    async createOrder(overrides: Partial<CreateOrderBody> = {}): Promise<Order> {
      const statusId = (await statusesOf(ctx, user)).new!.id;
      return (await expectOk(
        await call('POST', '/api/orders', { orderCountry: 'PL', statusId, ...overrides }),
        201,
      )) as Order;
    },
    async getOrder(id: string): Promise<Order> {
      return (await expectOk(await call('GET', `/api/orders/${id}`))) as Order;
    },
    async createWarehouse(body: Partial<WarehouseBody> = {}): Promise<Warehouse> {
      return (await expectOk(
        await call('POST', '/api/warehouses', { name: `Magazyn ${tag()}`, ...body }),
        201,
      )) as Warehouse;
    },
    async createProduct() {
      const [product] = await ctx.database.db
        .insert(products)
        .values({
          accountId: user.accountId,
          sku: `SKU-${tag()}`,
          name: `Produkt ${tag()}`,
          status: 'Published',
        })
        .returning();
      return product!;
    },
    async setStock(productId: string, levels: { warehouseId: string; onHand: number }[]) {
      await expectOk(
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/products/${productId}/stock`,
          payload: { levels },
          headers: user.headers,
        }),
      );
    },
    async level(productId: string, warehouseId: string) {
      const stock = (await expectOk(await call('GET', `/api/products/${productId}/stock`))) as ProductStock;
      const found = stock.levels.find((row) => row.warehouseId === warehouseId && row.variantId === null);
      return { onHand: found?.onHand ?? 0, reserved: found?.reserved ?? 0 };
    },
    line: (productId: string, quantity: number) => ({
      catalogProductId: productId,
      catalogVariantId: null,
      name: 'z katalogu',
      quantity,
      grossPrice: '0.00',
    }),
  };
}
