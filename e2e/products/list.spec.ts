import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Product } from '@zaplecze/contract/products/products';
import { choose, freshCompany, toast } from '../order-details/details-api';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';

/**
 * Products list (spec 002 §2.1): products created through the API are found with a nested
 * conditional filter, archived from the selection, and show their new status.
 */
test('a nested conditional filter finds products, the selection archives them, the status changes', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers } = await freshCompany(page, 'produkty');
  const create = async (sku: string, name: string, status: string, tags: string[]) => {
    const response = await page.request.post('/api/products', { headers, data: { sku, name, status, tags } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Product;
  };
  // name contains 'Kubek' AND (tag = nowość OR tag = promocja)
  await create('KUB-1', 'Kubek biały', 'Active', ['nowość']);
  await create('KUB-2', 'Kubek czarny', 'Draft', ['promocja']);
  await create('KUB-3', 'Kubek zielony', 'Draft', []);
  await create('TAL-1', 'Talerz płaski', 'Active', ['promocja']);

  await page.goto('/dashboard/products');
  await expect(page.getByTestId('product-row')).toHaveCount(4);
  await expect(page.getByTestId('products-range')).toHaveText('1 - 4 z 4 produktów');
  await expect(page.getByTestId('products-footer-range')).toHaveText('Pokazano 1 - 4 z 4 produktów');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  const root = page.getByRole('group', { name: 'Warunki filtra' });
  const first = root.getByTestId('filter-condition').first();
  await choose(page, first.getByRole('textbox', { name: 'Pole' }), 'Nazwa');
  await choose(page, first.getByRole('textbox', { name: 'Operator' }), 'zawiera');
  await first.getByRole('textbox', { name: 'Wartość' }).fill('Kubek');
  await root.getByRole('button', { name: 'Dodaj grupę' }).first().click();
  const nested = page.getByRole('group', { name: 'Grupa warunków' });
  await nested.getByText('LUB', { exact: true }).first().click();
  await nested.getByRole('button', { name: 'Dodaj warunek' }).click();
  const [news, sale] = [
    nested.getByTestId('filter-condition').nth(0),
    nested.getByTestId('filter-condition').nth(1),
  ];
  for (const [condition, value] of [
    [news, 'nowość'],
    [sale, 'promocja'],
  ] as const) {
    await choose(page, condition.getByRole('textbox', { name: 'Pole' }), 'Tagi');
    await condition.getByRole('textbox', { name: 'Wartość' }).fill(value);
  }
  await page.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page.getByTestId('products-range')).toHaveText('1 - 2 z 2 produktów');
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  await expect(page).toHaveURL(/[?&]f=[A-Za-z0-9_-]+/);
  await page.screenshot({
    path: path.join(artifacts, 'screenshots', 'products-list-filter.png'),
    fullPage: true,
  });

  await page.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }).check();
  await expect(page.getByTestId('products-selection')).toContainText('Zaznaczono: 2');
  await page.getByRole('button', { name: 'Archiwizuj' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Czy na pewno chcesz zarchiwizować 2 produkty?');
  await expect(dialog).toContainText('Archiwizację można cofnąć, zmieniając status produktu.');
  await dialog.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(toast(page, 'Zarchiwizowano 2 produkty.')).toBeVisible();
  await expect(page.getByTestId('product-status')).toHaveText(['Archiwalne', 'Archiwalne']);

  // The filter survives a reload from its URL; the archived ones are found by status too.
  await page.reload();
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  await page.goto('/dashboard/products?status=Archived');
  await expect(page.getByTestId('products-range')).toHaveText('1 - 2 z 2 produktów');

  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/dashboard/products');
  await expect(page.getByRole('list', { name: 'Lista produktów' })).toBeVisible();
  await expectAccessible(page);
});

test('an empty products list explains itself, swaps the filter panel and the builder, and is accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await freshCompany(page, 'pusto');
  await page.goto('/dashboard/products');
  await expect(page.getByText('Brak produktów spełniających kryteria.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nowy produkt' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtry zaawansowane' }).click();
  await expect(page.getByRole('region', { name: 'Filtry zaawansowane' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  await expect(page.getByRole('region', { name: 'Filtry zaawansowane' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Warunki filtra' })).toBeVisible();
  await expect(page).toHaveURL(/view=builder/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nowy produkt' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/new$/);
});
