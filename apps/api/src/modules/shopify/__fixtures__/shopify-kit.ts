import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../../config';
import { shopifyOrderLinks } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { shopifyHmac } from '../hmac';
import { shopifyDeps, shopifySyncJobName } from '../jobs';
import { runSync } from '../sync';
import { startShopifyContractServer, type ContractServer } from './contract-server';

/**
 * The Shopify API tests' world: the app against a loopback contract server, companies with a
 * connected shop, a manual sync run to the end, and webhooks signed as Shopify signs them.
 */
export function shopifyKit() {
  const overrides: Partial<AppConfig> = {};
  const kit = { shopify: undefined as unknown as ContractServer };
  beforeAll(async () => {
    kit.shopify = await startShopifyContractServer();
    overrides.shopifyApiBaseUrl = kit.shopify.url;
  });
  afterAll(async () => kit.shopify?.close());
  const ctx = useTestApp(overrides);

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  let counter = 0;

  /** A company whose shop (own token, own webhook secret) is connected, with Nowe/W realizacji mapped. */
  async function connectedCompany(warehouseOf?: (admin: TestUser) => Promise<string>) {
    counter++;
    const admin = await createAccount(ctx);
    const token = `shpat_test_${counter}_${Date.now()}`;
    const secret = `whsec-shopify-${counter}`;
    const shop = kit.shopify.addShop(token, { name: `Sklep ${counter}` });
    const connected = await call(admin, 'PUT', '/api/integrations/shopify', {
      shopDomain: `sklep-${counter}.myshopify.com`,
      accessToken: token,
      webhookSecret: secret,
    });
    expect(connected.statusCode).toBe(200);
    const statuses = (await call(admin, 'GET', '/api/order-statuses')).json().data as {
      id: string;
      code: string;
    }[];
    const status = (code: string) => statuses.find((item) => item.code === code)!.id;
    const connection = connected.json();
    const saved = await call(admin, 'PUT', '/api/integrations/shopify/settings', {
      name: connection.name,
      active: true,
      importFrom: null,
      orders: {
        financial: { PAID: status('new') },
        fulfillment: { FULFILLED: status('completed') },
        cancelledStatusId: status('cancelled'),
        warehouseId: warehouseOf ? await warehouseOf(admin) : null,
      },
      products: { matchBy: 'sku', priceListId: null, warehouseId: null },
      version: connection.version,
    });
    expect(saved.statusCode).toBe(200);
    return { admin, token, secret, shop, connectionId: connection.id as string, status, counter };
  }

  async function syncNow(admin: TestUser) {
    const before = ctx.sentJobs.length;
    expect((await call(admin, 'POST', '/api/integrations/shopify/sync')).statusCode).toBe(200);
    const job = ctx.sentJobs.slice(before).find((sent) => sent.name === shopifySyncJobName);
    await runSync(ctx.database.db, shopifyDeps(ctx.config), (job!.data as { runId: string }).runId);
  }

  async function linkedOrders(connectionId: string) {
    return ctx.database.db
      .select()
      .from(shopifyOrderLinks)
      .where(eq(shopifyOrderLinks.connectionId, connectionId));
  }

  const webhook = (connectionId: string, secret: string, topic: string, payload: object) => {
    const body = JSON.stringify(payload);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/shopify/webhooks/${connectionId}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': topic,
        'x-shopify-hmac-sha256': shopifyHmac(body, secret),
        'x-shopify-shop-domain': 'sklep.myshopify.com',
      },
    });
  };

  return { kit, ctx, call, connectedCompany, syncNow, linkedOrders, webhook };
}
