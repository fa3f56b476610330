import { expect, test } from '@playwright/test';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { toast } from '../order-details/details-api';
import { choose, companyForProducts, createVariableProduct } from './editor-setup';

/**
 * The catalogue end to end (issue 14): a Variable product with two variants, prices in two price
 * lists and stock in two warehouses is found with a nested filter, sold on an order from the
 * catalogue search (its stock reserved and shown on the product), archived from the list and
 * downloaded as a PDF card.
 */
test('a Variable product is stocked in two warehouses, found, reserved by an order, archived and printed', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers, lists, tag } = await companyForProducts(page);
  const warehouses = { main: `Warszawa ${tag}`, second: `Kraków ${tag}` };
  for (const [index, name] of [warehouses.main, warehouses.second].entries()) {
    const response = await page.request.post('/api/warehouses', {
      headers,
      data: { name, isDefault: index === 0, reservationTiming: 'onLabelGenerated' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const sku = `KOSZ-${tag}`.toUpperCase();
  const [red] = await createVariableProduct(page, lists, sku);
  const productUrl = page.url().replace(/\/basic-info$/, '');

  // Stock of the red variant in both warehouses, from the product's stock tab.
  await page.getByRole('tab', { name: 'Magazyn' }).click();
  await page.getByRole('textbox', { name: `Na stanie: ${warehouses.main} / ${red!.sku}` }).fill('7');
  await page.getByRole('textbox', { name: `Na stanie: ${warehouses.second} / ${red!.sku}` }).fill('3');
  await page.getByRole('textbox', { name: 'Powód zmiany' }).fill('Dostawa');
  await page.getByRole('button', { name: 'Zapisz stany' }).click();
  await expect(toast(page, 'Stany magazynowe zostały zapisane')).toBeVisible();
  await expect(page.getByTestId('stock-summary')).toContainText('na stanie 10');

  // Found with a nested filter: name contains 'Koszulka' AND (SKU equals ours OR stock > 1000).
  await page.goto('/dashboard/products');
  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  const root = page.getByRole('group', { name: 'Warunki filtra' });
  const first = root.getByTestId('filter-condition').first();
  await choose(page, first.getByRole('textbox', { name: 'Pole' }), 'Nazwa');
  await choose(page, first.getByRole('textbox', { name: 'Operator' }), 'zawiera');
  await first.getByRole('textbox', { name: 'Wartość' }).fill('Koszulka');
  await root.getByRole('button', { name: 'Dodaj grupę' }).first().click();
  const nested = page.getByRole('group', { name: 'Grupa warunków' });
  await nested.getByText('LUB', { exact: true }).first().click();
  await nested.getByRole('button', { name: 'Dodaj warunek' }).click();
  const bySku = nested.getByTestId('filter-condition').nth(0);
  await choose(page, bySku.getByRole('textbox', { name: 'Pole' }), 'SKU');
  await choose(page, bySku.getByRole('textbox', { name: 'Operator' }), 'równa się');
  await bySku.getByRole('textbox', { name: 'Wartość' }).fill(sku);
  const byStock = nested.getByTestId('filter-condition').nth(1);
  await choose(page, byStock.getByRole('textbox', { name: 'Pole' }), 'Stan magazynowy');
  await choose(page, byStock.getByRole('textbox', { name: 'Operator' }), 'większe niż');
  await byStock.getByRole('textbox', { name: 'Wartość' }).fill('1000');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByTestId('products-range')).toHaveText('1 - 1 z 1 produktów');
  await expect(page.getByTestId('product-row')).toContainText(sku);

  // Sold on an order: the red variant from the catalogue search reserves one in the default warehouse.
  const statuses = (await (await page.request.get('/api/order-statuses', { headers })).json()) as {
    data: OrderStatus[];
  };
  const created = await page.request.post('/api/orders', {
    headers,
    data: { statusId: statuses.data[0]!.id, orderCountry: 'PL' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as Order;
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Zamówienie #${order.no}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj produkt' });
  await dialog.getByRole('textbox', { name: /Szukaj w katalogu/ }).fill(red!.sku);
  const option = page.getByRole('option', { name: new RegExp(red!.sku) });
  await expect(option).toContainText('dostępne: 7');
  await option.click();
  await expect(dialog.getByTestId('catalog-linked')).toHaveText(`Z katalogu: ${red!.sku}`);
  await dialog.getByRole('button', { name: 'Dodaj produkt' }).click();
  await expect(toast(page, 'Produkt został dodany')).toBeVisible();

  await page.goto(`${productUrl}/stock`);
  const panel = page.getByTestId('product-stock-panel');
  await expect(panel.getByTestId('stock-summary')).toContainText('zarezerwowane 1');
  await expect(
    panel.getByTestId('stock-reservation-row').getByRole('link', { name: `Zamówienie #${order.no}` }),
  ).toBeVisible();

  // Archived from the list, then its card downloaded as a PDF.
  await page.goto('/dashboard/products');
  const row = page.getByTestId('product-row').filter({ hasText: sku });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Archiwizuj' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Czy na pewno chcesz zarchiwizować 1 produkt?');
  await confirm.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(row.getByTestId('product-status')).toHaveText('Archiwalne');

  await row.getByRole('button', { name: /Akcje produktu/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Pobierz PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
});
