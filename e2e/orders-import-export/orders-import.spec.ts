import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';
import { freshCompanyWithToken } from '../orders/orders-api';

const fixture = path.join(
  import.meta.dirname,
  '../../apps/api/src/modules/order-import/__fixtures__/shopify-orders-export.csv',
);

async function importFile(page: Page, text: string, beforeDryRun?: () => Promise<void>) {
  await page.goto('/dashboard/orders-import-export/import');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'orders_export.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Wczytaj plik' }).click();
  await expect(page.getByTestId('order-import-profile')).toHaveText('Rozpoznano eksport Shopify');
  await beforeDryRun?.();
  await page.getByRole('button', { name: 'Próbny import' }).click();
  return page.getByTestId('order-import-result');
}

test('a Shopify orders export comes in through the wizard with its diff, and both imports roll back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder, headers } = await freshCompanyWithToken(page, 'importzam');
  await createOrder('IMP-BEFORE-1', 'allegro', '49.00', 'PL');
  const shopify = await readFile(fixture, 'utf8');

  // The proposed mapping saved as a template, picked again for the second file.
  const first = await importFile(page, shopify, async () => {
    await page.getByLabel('Nazwa szablonu').fill('Mój Shopify');
    await page.getByRole('button', { name: 'Zapisz jako szablon' }).click();
    await expect(page.getByText('Szablon zapisany')).toBeVisible();
  });
  await expect(first.getByTestId('order-import-counts')).toContainText('Nowe: 2');
  await expect(first.getByTestId('order-import-counts')).toContainText('Odrzucone: 1');
  await expect(first).toContainText('Dostawa: kod pocztowy');
  await page.getByRole('button', { name: 'Importuj zamówienia' }).click();
  await expect(page.getByTestId('order-import-progress')).toContainText('nowe 2');
  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(3);

  const second = await importFile(
    page,
    shopify.replace('anna.nowak@example.pl,paid', 'anna.k@example.pl,paid'),
    async () => {
      await page.getByRole('textbox', { name: 'Szablon mapowania' }).click();
      await page.getByRole('option', { name: 'Mój Shopify' }).click();
      await expect(page.getByText('Zastosowano szablon „Mój Shopify”')).toBeVisible();
    },
  );
  await expect(second.getByTestId('order-import-counts')).toContainText('Zmienione: 1');
  await expect(second).toContainText('E-mail: anna.nowak@example.pl → anna.k@example.pl');
  await expectAccessible(page);
  await page.screenshot({ path: path.join(artifacts, 'screenshots', 'orders-import.png'), fullPage: true });
  await page.getByRole('button', { name: 'Importuj zamówienia' }).click();
  await expect(page.getByTestId('order-import-progress')).toContainText('zmienione 1');

  // The log says before the click that the older import waits for the newer one.
  const rollbackButtons = page.getByRole('button', { name: 'Wycofaj import pliku orders_export.csv' });
  await expect(rollbackButtons.nth(1)).toBeDisabled();
  await expect(rollbackButtons.nth(1)).toHaveAccessibleDescription(
    /^Najpierw wycofaj import „orders_export\.csv” z \d\d\.\d\d\.\d{4}, \d\d:\d\d: zmienił te same zamówienia\.$/,
  );
  await expect(rollbackButtons.first()).toBeEnabled();
  await expectAccessible(page);
  await page.screenshot({
    path: path.join(artifacts, 'screenshots', 'orders-import-log.png'),
    fullPage: true,
  });

  // Someone works on an imported order the second file left alone: its rollback must keep that work.
  const listed = await page.request.get('/api/orders?limit=50', { headers });
  const orders = ((await listed.json()) as { data: { id: string; externalId: string; version: number }[] })
    .data;
  const worked = orders.find((order) => order.externalId === '#1002')!;
  const edited = await page.request.patch(`/api/orders/${worked.id}/contact`, {
    headers,
    data: { version: worked.version, email: 'klient.poprawiony@example.pl' },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // Newest first: each rollback asks for confirmation; the first import's keeps the edited order.
  const rollBackNewest = async () => {
    await page.getByRole('button', { name: 'Wycofaj import pliku orders_export.csv' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wycofaj import' }).click();
  };
  await rollBackNewest();
  await expect(page.getByText('Import wycofany', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wycofaj import pliku orders_export.csv' })).toHaveCount(1);
  await rollBackNewest();
  await expect(
    page.getByText('Import wycofany. 1 zamówienie zmienione po imporcie zostało bez zmian.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wycofaj import pliku orders_export.csv' })).toHaveCount(0);
  await expect(page.getByTestId('order-imports')).toContainText(
    'Przy wycofaniu pominięto zmienione po imporcie: 1',
  );
  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(page.getByTestId('order-row').filter({ hasText: 'IMP-BEFORE-1' })).toHaveCount(1);
  await expect(page.getByTestId('order-row').filter({ hasText: '#1002' })).toHaveCount(1);
});
