import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/auth-helpers';
import { shopifyLine, shopifyOrder } from './__fixtures__/orders';
import { shopifyKit } from './__fixtures__/shopify-kit';

describe('shopify: order edits follow on the order', () => {
  const { call, connectedCompany, linkedOrders, webhook } = shopifyKit();

  it('an edited order (quantity up, a line added) changes its lines, total and reservations once, logged per field', async () => {
    let warehouseId = '';
    /** A warehouse reserving at creation and taking the stock only on "Zrealizowane". */
    const reservingWarehouse = async (admin: TestUser) => {
      const statuses = (await call(admin, 'GET', '/api/order-statuses')).json().data as {
        id: string;
        code: string;
      }[];
      const completed = statuses.find((status) => status.code === 'completed')!.id;
      const created = await call(admin, 'POST', '/api/warehouses', {
        name: 'Magazyn Shopify',
        reservationTiming: 'onStatusChange',
        reservationStatusId: completed,
      });
      expect(created.statusCode, created.body).toBe(201);
      warehouseId = created.json().id as string;
      return warehouseId;
    };
    const { admin, secret, shop, connectionId, counter } = await connectedCompany(reservingWarehouse);
    const product = async (sku: string) => {
      const created = await call(admin, 'POST', '/api/products', { sku, name: `Herbata ${sku}` });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const stocked = await call(admin, 'PUT', `/api/products/${id}/stock`, {
        levels: [{ warehouseId, onHand: 10 }],
      });
      expect(stocked.statusCode).toBe(200);
      return id;
    };
    const reserved = async (id: string) => {
      const stock = (await call(admin, 'GET', `/api/products/${id}/stock`)).json() as {
        levels: { warehouseId: string; reserved: number }[];
      };
      return stock.levels.find((level) => level.warehouseId === warehouseId)?.reserved ?? 0;
    };
    const green = await product(`ZIEL-${counter}`);
    const black = await product(`CZAR-${counter}`);

    const order = shopifyOrder({
      lines: [shopifyLine({ sku: `ZIEL-${counter}`, name: 'Zielona', price: '20.00' })],
      totalPriceSet: { shopMoney: { amount: '20.00', currencyCode: 'PLN' } },
    });
    shop.orders.push(order);
    const payload = { id: Number(order.legacyResourceId), admin_graphql_api_id: order.id, name: order.name };
    expect((await webhook(connectionId, secret, 'orders/create', payload)).json().outcome).toBe('created');
    const [link] = await linkedOrders(connectionId);
    const read = async () => (await call(admin, 'GET', `/api/orders/${link!.orderId}`)).json();
    expect(await reserved(green)).toBe(1);

    // Edited in Shopify: 3 instead of 1 of the first line, 2 of a second product added, paid 90.00.
    const [first] = order.lineItems.nodes;
    Object.assign(first!, { quantity: 3, currentQuantity: 3 });
    order.lineItems.nodes.push(
      shopifyLine({ sku: `CZAR-${counter}`, name: 'Czarna', price: '15.00', quantity: 2 }),
    );
    order.totalPriceSet = { shopMoney: { amount: '90.00', currencyCode: 'PLN' } };
    order.updatedAt = new Date(Date.parse(order.updatedAt) + 60_000).toISOString();
    const updated = await webhook(connectionId, secret, 'orders/updated', payload);
    expect(updated.json().outcome).toBe('updated');
    const edited = await read();
    expect(
      edited.products.map((line: { catalogProductId: string; quantity: number }) => [
        line.catalogProductId,
        line.quantity,
      ]),
    ).toEqual([
      [green, 3],
      [black, 2],
    ]);
    expect(edited.totalValueGrossPrice.amount).toBe('90.00');
    expect(edited.alreadyPaidPrice.amount).toBe('90.00');
    expect(edited.payments).toMatchObject([{ method: 'online', reference: order.name }]);
    expect([await reserved(green), await reserved(black)]).toEqual([3, 2]);
    const syncLog = async () =>
      (await call(admin, 'GET', `/api/orders/${link!.orderId}/sync-log`)).json().data as {
        text: string;
        user: string | null;
      }[];
    const log = await syncLog();
    expect(log[0]!.user).toContain('Integracja: Shopify');
    expect(log[0]!.text).toContain(`Zmieniono w Shopify (${order.name})`);
    expect(log[0]!.text).toContain('Pozycje: 1 × Zielona');
    expect(log[0]!.text).toContain('2 × Czarna');
    expect(log[0]!.text).toContain('Zapłacono: 20.00 → 90.00');
    const events = (await call(admin, 'GET', '/api/event-log?kind=integration')).json().data as {
      message: string;
    }[];
    expect(events.some((event) => event.message.includes('zmienione: Pozycje, Zapłacono'))).toBe(true);

    // The same version again, and a later version with nothing new: no change, no entry.
    expect((await webhook(connectionId, secret, 'orders/updated', payload)).json().outcome).toBe('unchanged');
    order.updatedAt = new Date(Date.parse(order.updatedAt) + 60_000).toISOString();
    expect((await webhook(connectionId, secret, 'orders/updated', payload)).json().outcome).toBe('updated');
    expect((await read()).version).toBe(edited.version);
    expect(await syncLog()).toHaveLength(log.length);
    expect([await reserved(green), await reserved(black)]).toEqual([3, 2]);

    // Once shipped, the lines stay (the parcel holds what was sent); the rest still follows.
    const shipped = await call(admin, 'POST', `/api/orders/${link!.orderId}/shipments`, {
      version: edited.version,
      trackingNumber: 'PL123',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    order.lineItems.nodes[1]!.currentQuantity = 0;
    order.email = 'nowy@example.com';
    order.updatedAt = new Date(Date.parse(order.updatedAt) + 60_000).toISOString();
    await webhook(connectionId, secret, 'orders/updated', payload);
    const after = await read();
    expect(after.email).toBe('nowy@example.com');
    expect(after.products).toHaveLength(2);
    expect([await reserved(green), await reserved(black)]).toEqual([3, 2]);
    const warnings = (await call(admin, 'GET', '/api/event-log?kind=integration')).json().data as {
      message: string;
    }[];
    expect(warnings[0]!.message).toContain('jego pozycje pozostają bez zmian');
  });
});
