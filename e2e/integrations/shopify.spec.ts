import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shopifyPort } from '../support/environment';
import { toast } from '../order-details/details-api';
import { freshCompanyWithToken } from '../orders/orders-api';

/** What the API's contract server and order fixtures export (typed here so `tsc` leaves the API to its project). */
interface ContractServer {
  addShop(
    token: string,
    shop?: { name?: string; currencyCode?: string },
  ): {
    orders: unknown[];
    variants: { id: string; sku: string; barcode: null; productId: string; inventoryItemId: string }[];
    inventorySets: { quantities: { quantity: number }[] }[];
  };
  close(): Promise<void>;
}
interface Fixtures {
  startShopifyContractServer(port?: number): Promise<ContractServer>;
}
interface OrderFixtures {
  shopifyOrder(given?: { lines?: unknown[] }): { legacyResourceId: string; name: string };
  shopifyLine(given?: { sku?: string | null; name?: string }): unknown;
}
const fixtures = new URL(
  '../../apps/api/src/modules/shopify/__fixtures__/contract-server.ts',
  import.meta.url,
).href;
const orderFixtures = new URL('../../apps/api/src/modules/shopify/__fixtures__/orders.ts', import.meta.url)
  .href;

let shopify: ContractServer;
test.beforeAll(async () => {
  // The app under test talks to this port (SHOPIFY_API_BASE_URL in global-setup).
  shopify = await ((await import(fixtures)) as Fixtures).startShopifyContractServer(shopifyPort);
});
test.afterAll(async () => shopify?.close());

test('connects a Shopify shop in the browser, its orders arrive with their sync log, a stock change goes out', async ({
  page,
}) => {
  const { headers } = await freshCompanyWithToken(page, 'shopify');
  const { shopifyOrder, shopifyLine } = (await import(orderFixtures)) as OrderFixtures;
  const token = `shpat_e2e_${Date.now()}`;
  const shop = shopify.addShop(token, { name: 'Herbaciarnia Liść' });
  const unknown = shopifyOrder({ lines: [shopifyLine({ sku: 'NIEZNANY-1', name: 'Czajnik żeliwny' })] });
  shop.orders.push(shopifyOrder(), unknown);

  await page.goto('/dashboard/integrations/available');
  const tile = page.getByTestId('integration-shopify');
  await expect(tile).toContainText('Niepołączony');
  await tile.getByRole('link', { name: 'Połącz sklep' }).click();
  await expect(page.getByRole('heading', { name: 'Shopify', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Adres sklepu' }).fill('herbaciarnia.pl');
  await page.getByLabel('Token dostępu Admin API').fill(token);
  await page.getByRole('button', { name: 'Połącz sklep' }).click();
  await expect(page.getByText('Adres sklepu musi mieć postać nazwa-sklepu.myshopify.com')).toBeVisible();
  await page.getByRole('textbox', { name: 'Adres sklepu' }).fill('herbaciarnia-lisc.myshopify.com');
  await page.getByLabel('Klucz tajny aplikacji (podpis webhooków)').fill('sekret-aplikacji-1234');
  await page.getByRole('button', { name: 'Połącz sklep' }).click();
  await expect(toast(page, 'Połączenie działa: Herbaciarnia Liść (PLN)')).toBeVisible();
  const card = page.getByTestId('shopify-connection');
  await expect(card).toContainText('Herbaciarnia Liść');
  await expect(card).toContainText(`••••${token.slice(-4)}`);
  await expect(card).toContainText('••••1234');
  await expect(page.locator('body')).not.toContainText(token);

  await card.getByRole('link', { name: 'Ustawienia synchronizacji' }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations\/edit\/shopify\/general$/);
  await page.getByRole('tab', { name: 'Synchronizacja' }).click();
  await expect(page).toHaveURL(/\/edit\/shopify\/sync$/);
  await page.getByRole('button', { name: 'Synchronizuj teraz' }).click();
  const runs = page.getByTestId('shopify-runs');
  // The job runs in the app's workers; the tab follows the run until it ends.
  await expect(runs.getByRole('row').nth(1)).toContainText('Zakończona');
  await expect(runs.getByRole('row').nth(1)).toContainText('Ręcznie');

  const list = await page.request.get('/api/orders?limit=10', { headers });
  const orders = ((await list.json()) as { data: { id: string; externalId: string | null }[] }).data;
  expect(orders).toHaveLength(2);
  const review = orders.find((order) => order.externalId === unknown.legacyResourceId)!;
  await page.goto(`/dashboard/orders/${review.id}`);
  const log = page.getByTestId('sync-log-card');
  await expect(log).toContainText(`Zaimportowano z Shopify (${unknown.name}`);
  await expect(log).toContainText('Nieznany produkt: Czajnik żeliwny (SKU NIEZNANY-1)');
  await expect(log).toContainText('Integracja: Shopify');

  // Stock out: a product matched by SKU, its stock changed in the editor, the push in the sync tab.
  const warehouse = await page.request.post('/api/warehouses', { headers, data: { name: 'Magazyn sklepu' } });
  expect(warehouse.status(), await warehouse.text()).toBe(201);
  const warehouseId = ((await warehouse.json()) as { id: string }).id;
  const sku = `HERB-E2E-${Date.now()}`;
  const created = await page.request.post('/api/products', {
    headers,
    data: { sku, name: 'Herbata zielona' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: string }).id;
  shop.variants.push({
    id: 'gid://shopify/ProductVariant/424242',
    sku,
    barcode: null,
    productId: 'gid://shopify/Product/4242',
    inventoryItemId: 'gid://shopify/InventoryItem/4242',
  });
  const current = (await (await page.request.get('/api/integrations/shopify', { headers })).json()) as {
    connection: { name: string; active: boolean; importFrom: string | null; orders: object; version: number };
  };
  const settings = await page.request.put('/api/integrations/shopify/settings', {
    headers,
    data: {
      ...current.connection,
      products: { matchBy: 'sku', priceListId: null, warehouseId },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  await page.goto(`/dashboard/products/${productId}`);
  await page.getByRole('tab', { name: 'Magazyn' }).click();
  await page.getByLabel('Na stanie: Magazyn sklepu').fill('12');
  await page.getByRole('button', { name: 'Zapisz stany' }).click();
  await expect(toast(page, 'Stany magazynowe zostały zapisane')).toBeVisible();

  await page.goto('/dashboard/integrations/edit/shopify/sync');
  await expect(page.getByRole('heading', { name: 'Wysyłka stanów i cen' })).toBeVisible();
  // The push job polls every 2 s; the tab asks again while products wait, so reload until it shows.
  await expect(async () => {
    await page.reload();
    const cells = page.getByTestId('shopify-pushes').getByRole('row').nth(1).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('1', { timeout: 1000 }); // stock
    await expect(cells.nth(4)).toHaveText('0', { timeout: 1000 }); // errors
  }).toPass({ timeout: 30_000 });
  expect(shop.inventorySets.at(-1)!.quantities[0]!.quantity).toBe(12);
});
