import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshCompanyWithToken } from '../orders/orders-api';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';

const screenshots = path.join(artifacts, 'screenshots');

test('Pulpit shows the day from orders created through the API; period and links work', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { createOrder } = await freshCompanyWithToken(page, 'pulpit');
  await createOrder('P-1', 'allegro', '100.00', 'PL');
  await createOrder('P-2', 'allegro', '50.50', 'PL');
  await createOrder('P-3', 'ebay', '20.00', 'DE');

  await page.goto('/dashboard/summary');
  const tiles = page.getByRole('region', { name: 'Liczby okresu' });
  const orders = tiles.getByRole('link', { name: /^Zamówienia:/ });
  await expect(orders).toContainText('3');
  await expect(tiles.getByRole('link', { name: /^Sprzedaż brutto:/ })).toContainText('170,50 zł');
  await expect(tiles.getByRole('link', { name: /^Średnia wartość zamówienia:/ })).toContainText('56,83 zł');
  await expect(tiles.getByRole('link', { name: /^Oczekujące teraz:/ })).toContainText(
    '3 zamówienia do realizacji',
  );
  const sources = page.getByRole('region', { name: 'Zamówienia według źródła' });
  await expect(sources.locator('.recharts-surface')).toBeVisible();
  const top = page.getByRole('region', { name: 'Najlepiej sprzedające się produkty (wartość)' });
  await top.getByText('Tabela').click();
  await expect(top.getByRole('row', { name: /Produkt P-1/ })).toContainText('100,00 zł');
  const attention = page.getByRole('region', { name: 'Wymaga uwagi' });
  await expect(attention.getByText('Żadne zamówienie nie czeka ponad 3 dni')).toBeVisible();
  await expectAccessible(page);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'pulpit-wide.png'), fullPage: true });

  // Yesterday had no orders: the figures drop to zero and the charts say so.
  await page.getByText('Wczoraj', { exact: true }).click();
  await expect(page).toHaveURL(/okres=yesterday/);
  await expect(orders).toContainText('0');
  await expect(page.getByText('Brak zamówień w tym okresie').first()).toBeVisible();
  await page.getByText('7 dni', { exact: true }).click();
  await expect(orders).toContainText('3');

  await page.setViewportSize({ width: 800, height: 1000 });
  await expect(orders).toBeVisible();
  await page.screenshot({ path: path.join(screenshots, 'pulpit-narrow.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // A source in the table view opens the orders list with that source and period in its filter.
  await sources.getByText('Tabela').click();
  await sources.getByRole('link', { name: 'Allegro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?f=/);
  await expect(page.getByTestId('order-row')).toHaveCount(2);

  // A needs-attention item: the trial's days lead to the plans screen.
  await page.goto('/dashboard/summary');
  await page
    .getByRole('region', { name: 'Wymaga uwagi' })
    .getByRole('link', { name: /^Okres próbny/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/plans/);

  // The pending tile opens the list filtered to the pending statuses.
  await page.goto('/dashboard/summary');
  await page
    .getByRole('region', { name: 'Liczby okresu' })
    .getByRole('link', { name: /^Oczekujące teraz:/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?f=/);
  await expect(page.getByTestId('order-row')).toHaveCount(3);
});

test('Pulpit lists an import that failed, and its item opens the import log entry', async ({ page }) => {
  const { headers } = await freshCompanyWithToken(page, 'pulpitimp');
  // Every row refused (stock 'x'): the import ends with status 'Błąd'.
  const upload = await page.request.post('/api/product-import/upload?format=CSV', {
    headers,
    multipart: {
      file: {
        name: 'zle-stany.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('SKU;Nazwa;Stan\nZ-1;Kubek;x\nZ-2;Talerz;y\n'),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { taskId } = (await upload.json()) as { taskId: string };
  const confirm = await page.request.post(`/api/product-import/tasks/${taskId}/confirm`, {
    headers,
    data: {
      mapping: { SKU: 'sku', Nazwa: 'name', Stan: 'stock' },
      importMode: 'AddAndUpdate',
      productIdentifier: 'Sku',
      // The default imports a row without its bad field (a warning); this journey needs refused rows.
      fieldErrorPolicy: 'rejectRow',
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect((await page.request.post(`/api/product-import/tasks/${taskId}/import`, { headers })).status()).toBe(
    202,
  );

  await page.goto('/dashboard/summary');
  const attention = page.getByRole('region', { name: 'Wymaga uwagi' });
  // Queued or running at first, the Pulpit follows the import until it fails.
  const failed = attention.getByRole('link', { name: 'Import „zle-stany.csv” nie powiódł się' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(attention.getByText('Importy dziś')).toBeVisible();
  mkdirSync(screenshots, { recursive: true });
  await attention.screenshot({ path: path.join(screenshots, 'pulpit-failed-import.png') });
  await failed.click();
  await expect(page).toHaveURL(/\/dashboard\/products-import-export\/logs\?run=/);
  await expect(page.getByRole('dialog', { name: 'Szczegóły importu' })).toBeVisible();
});
