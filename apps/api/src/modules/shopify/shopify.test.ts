import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopifyMessages } from '@zaplecze/contract/shopify/shopify';
import {
  shopifyConnections,
  shopifyOrderLinks,
  shopifyPushItems,
  shopifySyncRuns,
} from '../../db/schema/index';
import { createAccount, createUser } from '../../test/auth-helpers';
import { shopifyLine, shopifyOrder } from './__fixtures__/orders';
import { shopifyKit } from './__fixtures__/shopify-kit';
import { shopifyHmac } from './hmac';
import { shopifyDeps, shopifyScheduleJob, shopifySyncJobName } from './jobs';
import { pushRound } from './push';

describe('shopify: connect, orders in by sync and webhooks', () => {
  const { kit, ctx, call, connectedCompany, syncNow, linkedOrders, webhook } = shopifyKit();

  it('connects with a checked token, keeps secrets encrypted and never returns them', async () => {
    const admin = await createAccount(ctx);
    kit.shopify.addShop('shpat_good_token_9876', { name: 'Herbaciarnia', currencyCode: 'PLN' });
    const badDomain = await call(admin, 'PUT', '/api/integrations/shopify', {
      shopDomain: 'herbaciarnia.pl',
      accessToken: 'shpat_good_token_9876',
    });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json().error.fields.shopDomain).toBe(shopifyMessages.domainInvalid);
    const badToken = await call(admin, 'PUT', '/api/integrations/shopify', {
      shopDomain: 'herbaciarnia.myshopify.com',
      accessToken: 'shpat_wrong',
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error.fields.accessToken).toBe(shopifyMessages.tokenRejected);

    const ok = await call(admin, 'PUT', '/api/integrations/shopify', {
      shopDomain: 'https://Herbaciarnia.myshopify.com/',
      accessToken: 'shpat_good_token_9876',
      webhookSecret: 'app-secret-4321',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      shopDomain: 'herbaciarnia.myshopify.com',
      tokenHint: '••••9876',
      webhookSecretHint: '••••4321',
      shopName: 'Herbaciarnia',
      shopCurrency: 'PLN',
    });
    const read = await call(admin, 'GET', '/api/integrations/shopify');
    expect(read.body).not.toContain('shpat_good_token_9876');
    expect(read.body).not.toContain('app-secret-4321');
    const [row] = await ctx.database.db
      .select()
      .from(shopifyConnections)
      .where(eq(shopifyConnections.accountId, admin.accountId));
    expect(row!.tokenCipher).not.toContain('shpat');
    expect((await call(admin, 'POST', '/api/integrations/shopify/check')).json()).toMatchObject({
      shopName: 'Herbaciarnia',
      currency: 'PLN',
    });

    const clerk = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] });
    expect((await call(clerk, 'GET', '/api/integrations/shopify')).statusCode).toBe(403);
    const other = await createAccount(ctx);
    expect((await call(other, 'GET', '/api/integrations/shopify')).json().connection).toBeNull();
  });

  it('syncs orders page by page through throttling and cost limits, once each; a bad order fails alone', async () => {
    const { admin, shop, connectionId, status } = await connectedCompany();
    shop.orders.push(
      shopifyOrder(),
      shopifyOrder({ displayFulfillmentStatus: 'FULFILLED' }),
      shopifyOrder({ cancelledAt: '2026-11-02T10:00:00Z', cancelReason: 'CUSTOMER' }),
    );
    // In the first page: the page's one transaction fails, the page goes again one order at a time.
    shop.orders.splice(1, 0, shopifyOrder({ email: 'to nie e-mail' }));
    kit.shopify.maxPageSize = 3;
    kit.shopify.throttleNext = 1;
    try {
      await syncNow(admin);
    } finally {
      kit.shopify.maxPageSize = null;
    }
    const links = await linkedOrders(connectionId);
    expect(links).toHaveLength(3);
    const orders = await Promise.all(
      links.map(async (link) => (await call(admin, 'GET', `/api/orders/${link.orderId}`)).json()),
    );
    const byExternal = new Map(orders.map((order) => [order.externalId, order]));
    const [paid, , fulfilled, cancelled] = shop.orders.map((order) => byExternal.get(order.legacyResourceId));
    // Numbered 1–3 with no gap: the failed page's numbers were rolled back with it.
    expect(orders.map((order) => order.no).sort()).toEqual([1, 2, 3]);
    expect(paid).toMatchObject({
      integrationId: `shopify:${connectionId}`,
      externalStatus: 'PAID / UNFULFILLED',
      statusId: status('new'),
      requiresMappingReview: true,
    });
    expect(fulfilled.statusId).toBe(status('completed'));
    expect(cancelled).toMatchObject({ statusId: status('cancelled'), isCancelled: true });

    const runs = (await call(admin, 'GET', '/api/integrations/shopify/runs')).json().data;
    expect(runs[0]).toMatchObject({ trigger: 'manual', status: 'succeeded', created: 3, failed: 1 });
    // Halved from 250 until the page fit, and asked again after THROTTLED.
    const pages = kit.shopify.requests.filter((request) => request.operation === 'ZapleczeOrders');
    expect(pages.map((request) => request.variables.first)).toContain(3);

    await syncNow(admin);
    expect(await linkedOrders(connectionId)).toHaveLength(3);
    expect((await call(admin, 'GET', '/api/integrations/shopify/runs')).json().data[0]).toMatchObject({
      status: 'succeeded',
      created: 0,
    });
  });

  it('takes webhooks signed over the raw body, idempotent with the sync; a bad signature is 401', async () => {
    const { admin, secret, shop, connectionId, status } = await connectedCompany();
    const order = shopifyOrder();
    shop.orders.push(order);
    const payload = { id: Number(order.legacyResourceId), admin_graphql_api_id: order.id, name: order.name };

    const created = await webhook(connectionId, secret, 'orders/create', payload);
    expect(created.statusCode).toBe(200);
    expect(created.json().outcome).toBe('created');
    const again = await webhook(connectionId, secret, 'orders/create', payload);
    expect(again.json().outcome).toBe('unchanged');
    await syncNow(admin);
    expect(await linkedOrders(connectionId)).toHaveLength(1);

    order.displayFulfillmentStatus = 'FULFILLED';
    order.updatedAt = new Date(Date.parse(order.updatedAt) + 60_000).toISOString();
    expect((await webhook(connectionId, secret, 'orders/updated', payload)).json().outcome).toBe('updated');
    const [link] = await linkedOrders(connectionId);
    const updated = (await call(admin, 'GET', `/api/orders/${link!.orderId}`)).json();
    expect(updated).toMatchObject({ statusId: status('completed'), externalStatus: 'PAID / FULFILLED' });

    const forged = await ctx.app.inject({
      method: 'POST',
      url: `/api/shopify/webhooks/${connectionId}`,
      payload: JSON.stringify(payload),
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': shopifyHmac(JSON.stringify(payload), 'not-the-secret'),
      },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe(shopifyMessages.webhookSignature);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: `/api/shopify/webhooks/${connectionId}`,
      payload: JSON.stringify({ ...payload, name: '#X' }),
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': shopifyHmac(JSON.stringify(payload), secret),
      },
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('matches products by SKU; an unknown product marks the order for review with the reason in its sync log', async () => {
    const { admin, shop, connectionId, counter } = await connectedCompany();
    const created = await call(admin, 'POST', '/api/products', { sku: `CZAJ-${counter}`, name: 'Czajnik' });
    expect(created.statusCode).toBe(201);
    const product = created.json() as { id: string };
    const known = shopifyOrder({ lines: [shopifyLine({ sku: `czaj-${counter}` })] });
    const unknown = shopifyOrder({ lines: [shopifyLine({ sku: 'NIE-MA-TAKIEGO', name: 'Kubek' })] });
    shop.orders.push(known, unknown);
    await syncNow(admin);
    const links = await linkedOrders(connectionId);
    const orderOf = async (shopifyId: string) => {
      const link = links.find((item) => item.shopifyOrderId === shopifyId)!;
      return (await call(admin, 'GET', `/api/orders/${link.orderId}`)).json();
    };
    const matched = await orderOf(known.legacyResourceId);
    expect(matched.requiresMappingReview).toBe(false);
    expect(matched.products[0].catalogProductId).toBe(product.id);
    const review = await orderOf(unknown.legacyResourceId);
    expect(review.requiresMappingReview).toBe(true);
    const log = (await call(admin, 'GET', `/api/orders/${review.id}/sync-log`)).json().data as {
      text: string;
      user: string | null;
    }[];
    const texts = log.map((entry) => entry.text).join('\n');
    expect(texts).toContain('Zaimportowano z Shopify');
    expect(texts).toContain('Nieznany produkt: Kubek (SKU NIE-MA-TAKIEGO)');
    expect(log[0]!.user).toContain('Integracja: Shopify');
    const events = (await call(admin, 'GET', '/api/event-log?kind=integration')).json().data as {
      message: string;
    }[];
    expect(events.some((event) => event.message.includes('wymaga sprawdzenia mapowania'))).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(shopifyOrderLinks)
      .where(
        and(
          eq(shopifyOrderLinks.connectionId, connectionId),
          eq(shopifyOrderLinks.shopifyOrderId, unknown.legacyResourceId),
        ),
      );
    expect(row!.reviewReason).toContain('NIE-MA-TAKIEGO');
  });

  it('queues one scheduled run per active connection, none while one is under way', async () => {
    const { connectionId } = await connectedCompany();
    const sent: { name: string; data: { runId: string } }[] = [];
    const context = {
      signal: new AbortController().signal,
      send: async (name: string, data: object) => {
        sent.push({ name, data: data as { runId: string } });
        return null;
      },
    };
    await shopifyScheduleJob(ctx.database.db).handle({}, context);
    await shopifyScheduleJob(ctx.database.db).handle({}, context);
    const mine = await ctx.database.db
      .select()
      .from(shopifySyncRuns)
      .where(eq(shopifySyncRuns.connectionId, connectionId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ trigger: 'schedule', status: 'queued' });
    expect(sent.filter((job) => job.data.runId === mine[0]!.id)).toEqual([
      { name: shopifySyncJobName, data: { runId: mine[0]!.id } },
    ]);
  });
  it('pushes stock and prices of matched products, coalesced, through throttling; skips the unmatched; keeps a failure', async () => {
    const { admin, shop, connectionId, counter } = await connectedCompany();
    const warehouse = (await call(admin, 'POST', '/api/warehouses', { name: 'Magazyn' })).json() as {
      id: string;
    };
    const priceList = (
      await call(admin, 'POST', '/api/price-lists', {
        name: 'Detal',
        type: 'independent',
        currency: 'PLN',
        isDefault: true,
      })
    ).json() as { id: string };
    const create = async (sku: string) => {
      const created = await call(admin, 'POST', '/api/products', {
        sku,
        name: `Herbata ${sku}`,
        prices: [{ priceListId: priceList.id, amount: '10.00' }],
      });
      expect(created.statusCode).toBe(201);
      return created.json() as { id: string; sku: string };
    };
    const matched = await create(`HERB-${counter}`);
    const unmatched = await create(`BRAK-${counter}`);
    const connection = (await call(admin, 'GET', '/api/integrations/shopify')).json().connection;
    const saved = await call(admin, 'PUT', '/api/integrations/shopify/settings', {
      ...connection,
      products: { matchBy: 'sku', priceListId: priceList.id, warehouseId: warehouse.id },
    });
    expect(saved.statusCode).toBe(200);
    const row = async () =>
      (
        await ctx.database.db.select().from(shopifyConnections).where(eq(shopifyConnections.id, connectionId))
      )[0]!;
    // Pushing starts with the changes after the save: nothing older is replayed.
    expect((await row()).pushCursor).toBeGreaterThan(0);
    expect(await pushRound(ctx.database.db, shopifyDeps(ctx.config), await row())).toEqual([]);
    shop.variants.push({
      id: `gid://shopify/ProductVariant/${counter}1`,
      sku: `herb-${counter}`,
      barcode: null,
      productId: `gid://shopify/Product/${counter}1`,
      inventoryItemId: `gid://shopify/InventoryItem/${counter}1`,
    });
    const setStock = async (id: string, onHand: number) =>
      expect(
        (
          await call(admin, 'PUT', `/api/products/${id}/stock`, {
            levels: [{ warehouseId: warehouse.id, onHand }],
          })
        ).statusCode,
      ).toBe(200);
    await setStock(matched.id, 5);
    await setStock(matched.id, 7);
    await setStock(unmatched.id, 3);
    const product = (await call(admin, 'GET', `/api/products/${matched.id}`)).json();
    const repriced = await call(admin, 'PUT', `/api/products/${matched.id}`, {
      ...product,
      prices: [{ priceListId: priceList.id, amount: '123.45' }],
    });
    expect(repriced.statusCode).toBe(200);

    kit.shopify.throttleNext = 1;
    const before = kit.shopify.requests.length;
    const [outcome] = await pushRound(ctx.database.db, shopifyDeps(ctx.config), await row());
    expect(outcome).toMatchObject({ stock: 1, prices: 1, skipped: 1, failed: 0, error: null });
    const operations = kit.shopify.requests.slice(before).map((request) => request.operation);
    expect(operations.filter((name) => name === 'ZapleczeVariants')).toHaveLength(2); // throttled, then again
    expect(shop.inventorySets).toEqual([
      {
        name: 'available',
        reason: 'correction',
        ignoreCompareQuantity: true,
        referenceDocumentUri: `zaplecze://shopify/${connectionId}/stock`,
        quantities: [
          {
            inventoryItemId: `gid://shopify/InventoryItem/${counter}1`,
            locationId: 'gid://shopify/Location/1',
            quantity: 7,
          },
        ],
      },
    ]);
    expect(shop.priceUpdates).toEqual([
      {
        productId: `gid://shopify/Product/${counter}1`,
        variants: [{ id: `gid://shopify/ProductVariant/${counter}1`, price: '123.45' }],
      },
    ]);

    // A failure stays with its error, visible in the sync tab, and goes out on its next try.
    shop.location = null;
    await setStock(matched.id, 2);
    const [failed] = await pushRound(ctx.database.db, shopifyDeps(ctx.config), await row());
    expect(failed).toMatchObject({ stock: 0, failed: 1 });
    const pushes = (await call(admin, 'GET', '/api/integrations/shopify/pushes')).json();
    expect(pushes.runs[0]).toMatchObject({ stock: 0, failed: 1 });
    expect(pushes.runs[1]).toMatchObject({ stock: 1, prices: 1, skipped: 1, failed: 0 });
    expect(pushes.errors).toEqual([
      expect.objectContaining({ sku: matched.sku, name: `Herbata ${matched.sku}`, attempts: 1 }),
    ]);
    shop.location = { id: 'gid://shopify/Location/1', name: 'Magazyn główny', isActive: true };
    await ctx.database.db
      .update(shopifyPushItems)
      .set({ nextAt: new Date() })
      .where(eq(shopifyPushItems.connectionId, connectionId));
    const [retried] = await pushRound(ctx.database.db, shopifyDeps(ctx.config), await row());
    expect(retried).toMatchObject({ stock: 1, failed: 0 });
    expect(shop.inventorySets.at(-1)!.quantities[0]!.quantity).toBe(2);
    expect((await call(admin, 'GET', '/api/integrations/shopify/pushes')).json()).toMatchObject({
      errors: [],
      pending: 0,
    });
  });
});
