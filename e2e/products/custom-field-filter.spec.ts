import { expect, test } from '@playwright/test';
import type { Product } from '@zaplecze/contract/products/products';
import { choose, freshCompany, toast } from '../order-details/details-api';

/**
 * Custom fields as filter conditions (issue #12): a field the company defines is set on a product
 * in the editor, then the products list's conditional filter finds only that product by it, and an
 * automatic category rule is built over it with the same builder.
 */
test('a custom field set in the editor filters the products list and builds an auto-category rule', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers } = await freshCompany(page, 'polawlasne');
  const field = await page.request.post('/api/custom-fields', {
    headers,
    data: { key: 'material', label: 'Materiał', type: 'select', options: ['Bambus', 'Stal'] },
  });
  expect(field.status(), await field.text()).toBe(201);
  const create = async (sku: string, name: string) => {
    const response = await page.request.post('/api/products', { headers, data: { sku, name } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Product;
  };
  const board = await create('DES-1', 'Deska do krojenia');
  await create('DES-2', 'Deska do serów');

  await page.goto(`/dashboard/products/${board.id}`);
  await expect(page.getByRole('heading', { name: 'Deska do krojenia', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Pola własne', exact: true }).click();
  await choose(page, page.getByRole('textbox', { name: 'Materiał' }), 'Bambus');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano zmiany produktu')).toBeVisible();

  await page.goto('/dashboard/products');
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  const condition = page
    .getByRole('group', { name: 'Warunki filtra' })
    .getByTestId('filter-condition')
    .first();
  await choose(page, condition.getByRole('textbox', { name: 'Pole' }), 'Materiał');
  await choose(page, condition.getByRole('textbox', { name: 'Wartość' }), 'Bambus');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await expect(page.getByTestId('product-row')).toContainText('Deska do krojenia');

  // The rule dialog offers the same field through the shared builder.
  const category = await page.request.post('/api/Product/categories/upsert', {
    headers,
    data: { id: null, name: 'Akcesoria bambusowe' },
  });
  expect(category.status(), await category.text()).toBeLessThan(300);
  await page.goto('/dashboard/product-settings/auto-categories');
  await page.getByRole('button', { name: 'Dodaj regułę' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nowa reguła' });
  await dialog.getByRole('textbox', { name: 'Nazwa reguły' }).fill('Bambus');
  await choose(page, dialog.getByRole('textbox', { name: 'Kategoria docelowa' }), 'Akcesoria bambusowe');
  const ruleCondition = dialog.getByTestId('filter-condition').first();
  await choose(page, ruleCondition.getByRole('textbox', { name: 'Pole' }), 'Materiał');
  await choose(page, ruleCondition.getByRole('textbox', { name: 'Wartość' }), 'Bambus');
  await dialog.getByRole('button', { name: 'Dodaj regułę' }).click();
  await expect(toast(page, 'Reguła została dodana')).toBeVisible();
  await expect(page.getByTestId('rule-row').filter({ hasText: 'Bambus' })).toContainText(
    'Materiał równa się „Bambus”',
  );
});
