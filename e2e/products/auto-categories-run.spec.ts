import { expect, test } from '@playwright/test';
import type { Product } from '@zaplecze/contract/products/products';
import { freshCompany } from '../order-details/details-api';
import { expectAccessible } from '../support/a11y';

/**
 * Automatic categories on demand (issue #12): products that existed before the rule get its
 * category when the user runs the rules over the catalogue; the rest are left alone.
 */
test('running the rules now gives matching products without a category the rule’s category', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers } = await freshCompany(page, 'autokat');
  const post = async <T>(url: string, data: object) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const category = await post<{ id: string }>('/api/Product/categories/upsert', { id: null, name: 'Kubki' });
  // Created before the rule exists, so only the run can categorise them.
  const mug = await post<Product>('/api/products', { sku: 'KUB-1', name: 'Kubek biały', status: 'Active' });
  await post<Product>('/api/products', { sku: 'KUB-2', name: 'Kubek czarny', status: 'Active' });
  const plate = await post<Product>('/api/products', {
    sku: 'TAL-1',
    name: 'Talerz płaski',
    status: 'Active',
  });
  await post('/api/auto-category-rules', {
    name: 'Kubki po nazwie',
    targetCategoryId: category.id,
    condition: {
      operator: 'AND',
      conditions: [{ fieldId: 'name', operator: 'contains', value: 'Kubek' }],
      groups: [],
    },
  });

  await page.goto('/dashboard/product-settings/auto-categories');
  await expect(page.getByTestId('rule-row')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Uruchom reguły teraz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uruchomić reguły dla całego katalogu?' });
  await expect(dialog.getByText(/Produkt bez kategorii głównej dostanie kategorię/)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Także produkty z kategorią' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Uruchom' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('auto-categories-run');
  await expect(card).toContainText('Przypisano kategorię 2 produktom.', { timeout: 60_000 });
  await expectAccessible(page);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/auto-categories-run-done.png` });

  await page.goto(`/dashboard/products/${mug.id}`);
  await expect(page.getByRole('textbox', { name: 'Kategoria główna' })).toHaveValue('Kubki');
  await page.goto(`/dashboard/products/${plate.id}`);
  await expect(page.getByRole('textbox', { name: 'Kategoria główna' })).toHaveValue('');
});
