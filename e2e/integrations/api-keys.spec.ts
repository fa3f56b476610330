import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshCompanyWithToken } from '../orders/orders-api';
import { artifacts } from '../support/environment';

const screenshots = path.join(artifacts, 'screenshots');

test('an administrator creates an OMS read key, a program lists orders with it, is refused a product write, and the revoked key stops', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'klucze');
  const order = await createOrder('API-1', 'allegro', '49.99', 'PL');

  await page.goto('/dashboard/integrations');
  await expect(page).toHaveURL(/\/dashboard\/integrations\/available$/);
  const apiTile = page.getByTestId('integration-api');
  await expect(apiTile).toContainText('Brak kluczy');
  await expect(page.getByTestId('integration-shopify')).toContainText('Niepołączony');
  await expect(page.getByTestId('integration-dpd')).toContainText('Niepołączone');
  await page.screenshot({ path: path.join(screenshots, 'integrations-available-1440.png'), fullPage: true });
  await apiTile.getByRole('link', { name: 'Zarządzaj kluczami' }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations\/api$/);
  await expect(page.getByText(/Brak kluczy API/)).toBeVisible();

  await page.getByRole('button', { name: 'Nowy klucz' }).click();
  const form = page.getByRole('dialog', { name: 'Nowy klucz API' });
  await form.getByLabel(/Nazwa integracji/).fill('ERP');
  await form
    .getByRole('group', { name: 'Zamówienia (OMS)' })
    .getByRole('checkbox', { name: 'Odczyt' })
    .check();
  await form.getByRole('button', { name: 'Utwórz klucz' }).click();

  const shown = page.getByRole('dialog', { name: 'Klucz utworzony' });
  await expect(shown.getByRole('alert')).toContainText('Nie pokażemy go ponownie');
  const secret = await shown.getByTestId('api-key-secret').inputValue();
  expect(secret).toMatch(/^zk_live_[0-9A-Za-z]{32}$/);
  await page.screenshot({ path: path.join(screenshots, 'integrations-secret-1440.png') });
  await shown.getByRole('button', { name: 'Zapisałem klucz' }).click();
  await expect(shown).toBeHidden();
  const row = page.getByTestId('api-key-row').filter({ hasText: 'ERP' });
  await expect(row).toContainText('Aktywny');
  await expect(row).toContainText('oms.read');
  await expect(page.locator('body')).not.toContainText(secret);

  // A program with the key: orders yes, product writes no.
  const bearer = { authorization: `Bearer ${secret}` };
  const orders = await page.request.get('/api/orders', { headers: bearer });
  expect(orders.status(), await orders.text()).toBe(200);
  expect(((await orders.json()) as { data: { id: string }[] }).data.map((o) => o.id)).toEqual([order.id]);
  const write = await page.request.post('/api/products', {
    headers: bearer,
    data: { sku: 'API-KEY-1', name: 'Czajnik' },
  });
  expect(write.status(), await write.text()).toBe(403);

  await page.reload();
  await expect(row).toContainText('127.0.0.1');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshots, 'integrations-api-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(screenshots, 'integrations-api-1440.png'), fullPage: true });

  await row.getByRole('button', { name: 'Unieważnij klucz ERP' }).click();
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(row).toContainText('Unieważniony');
  const refused = await page.request.get('/api/orders', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
});
