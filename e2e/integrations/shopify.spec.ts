import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { shopifyPort } from '../support/environment';
import { toast } from '../order-details/details-api';
import { freshCompanyWithToken } from '../orders/orders-api';

/** What the API's contract server and order fixtures export (typed here so `tsc` leaves the API to its project). */
interface ContractServer {
  addShop(token: string, shop?: { name?: string; currencyCode?: string }): { orders: unknown[] };
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

test('connects a Shopify shop in the browser and its orders arrive with their sync log', async ({ page }) => {
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
});
