import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';
import { choose, freshCompanyWithToken } from '../orders/orders-api';

test('the filtered orders list goes to a CSV, one row per line, downloaded from the recent exports', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'eksport');
  await createOrder('EXP-PL-1', 'allegro', '120.50', 'PL');
  await createOrder('EXP-DE-1', 'ebay', '80.00', 'DE');
  await createOrder('EXP-PL-2', 'shop', '1604.99', 'PL');

  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  const condition = page
    .getByRole('group', { name: 'Warunki filtra' })
    .getByTestId('filter-condition')
    .first();
  await choose(page, condition.getByRole('textbox', { name: 'Pole' }), 'Kraj');
  await choose(page, condition.getByRole('textbox', { name: 'Wartość' }), 'Polska');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 2 z 2 zamówień');

  await page.getByRole('link', { name: 'Eksportuj' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders-import-export\/export\?f=/);
  await expect(page.getByRole('tab', { name: 'Eksport', selected: true })).toBeVisible();
  await expect(page.getByText('Filtr warunkowy: 1 warunek')).toBeVisible();
  await expect(page.getByTestId('export-count')).toHaveText('2 zamówienia');
  await expect(page.getByText('Nie ma jeszcze żadnych eksportów zamówień.')).toBeVisible();
  await page.getByRole('radio', { name: 'Jeden wiersz na pozycję zamówienia' }).check();
  await page.getByRole('button', { name: 'Eksportuj' }).click();
  const row = page.getByTestId('order-export-row').first();
  await expect(row).toContainText('Gotowy');
  await expect(row).toContainText('2 z 2 zamówień');
  await expectAccessible(page);
  await page.screenshot({ path: path.join(artifacts, 'screenshots', 'orders-export.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Pobierz plik zamowienia_.*\.csv$/ }).click();
  const file = await readFile((await (await downloading).path())!, 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = file
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  const at = (name: string) => header!.indexOf(name);
  expect(rows).toHaveLength(2);
  const big = rows.find((cells) => cells[at('Identyfikator zewnętrzny')] === 'EXP-PL-2')!;
  expect(big[at('Nazwa produktu')]).toBe('Produkt EXP-PL-2');
  expect(big[at('Wartość pozycji brutto')]).toBe('1604,99');
  expect(big[at('Waluta')]).toBe('PLN');
  expect(file).not.toContain('EXP-DE-1');
});
