import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { companyForProducts, createVariableProduct } from './editor-setup';

test('product editor: a Variable product with two variants and prices in two lists survives a reload', async ({
  page,
}) => {
  const { lists, tag } = await companyForProducts(page);
  const sku = `KOSZ-${tag}`.toUpperCase();
  const variants = await createVariableProduct(page, lists, sku);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Koszulka bawełniana', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-sku')).toHaveText(`SKU: ${sku}`);
  await expect(page.getByRole('textbox', { name: 'Typ' })).toHaveValue('Z wariantami');

  await page.getByRole('tab', { name: 'Ceny' }).click();
  // Saved prices read back with the Polish decimal comma (issue 27).
  await expect(page.getByRole('textbox', { name: lists.retail, exact: true })).toHaveValue('59,99');
  await expect(page.getByRole('textbox', { name: lists.wholesale, exact: true })).toHaveValue('45,00');

  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Parametry i warianty' }).click();
  await expect(page.getByTestId('variant-row')).toHaveCount(2);
  await expectAccessible(page);
  for (const [index, variant] of variants.entries()) {
    const number = index + 1;
    await expect(page.getByRole('textbox', { name: `SKU wariantu ${number}`, exact: true })).toHaveValue(
      variant.sku,
    );
    await expect(page.getByRole('textbox', { name: `Kolor wariantu ${number}` })).toHaveValue(variant.colour);
    const retail = Number(variant.retail.replace(',', '.')).toFixed(2).replace('.', ',');
    const wholesale = Number(variant.wholesale.replace(',', '.')).toFixed(2).replace('.', ',');
    await expect(
      page.getByRole('textbox', { name: `${lists.retail} wariantu ${number}`, exact: true }),
    ).toHaveValue(retail);
    await expect(
      page.getByRole('textbox', { name: `${lists.wholesale} wariantu ${number}`, exact: true }),
    ).toHaveValue(wholesale);
  }

  // The long description is rich text; leaving its tab keeps it (and keeps the page alive).
  await page.getByRole('tab', { name: 'Opisy' }).click();
  const description = page.locator('[contenteditable="true"][aria-label="Opis"]');
  await description.click();
  await page.keyboard.type('Miękka bawełna, krój klasyczny.');
  await page.getByRole('tab', { name: 'Ceny' }).click();
  await page.getByRole('tab', { name: 'Opisy' }).click();
  await expect(description).toContainText('Miękka bawełna, krój klasyczny.');

  // Change, save, and the history tab lists the change.
  await page.getByRole('tab', { name: 'Informacje podstawowe' }).click();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Nazwa', exact: true }).fill('Koszulka bawełniana premium');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zapisano zmiany produktu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Koszulka bawełniana premium', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Historia' }).click();
  await expect(page.getByTestId('product-history')).toContainText('Koszulka bawełniana premium');
});

/** Screenshots of every editor tab, wide and at 800 px; only when SHOTS_DIR is set. */
const shots = process.env.SHOTS_DIR;
const tabs = [
  ['basic-info', 'Informacje podstawowe'],
  ['descriptions', 'Opisy'],
  ['prices', 'Ceny'],
  ['stock', 'Magazyn'],
  ['pictures', 'Zdjęcia'],
  ['parameters', 'Parametry i warianty'],
  ['gpsr', 'GPSR'],
  ['shipping', 'Wymiary i wysyłka'],
  ['custom-fields', 'Pola własne'],
  ['history', 'Historia'],
] as const;

test('product editor screenshots', async ({ page }) => {
  test.skip(!shots, 'SHOTS_DIR not set');
  test.setTimeout(180_000);
  const { lists, tag } = await companyForProducts(page);
  await createVariableProduct(page, lists, `SHOT-${tag}`.toUpperCase());
  for (const viewport of [
    { name: 'wide', width: 1440, height: 900 },
    { name: '800', width: 800, height: 1000 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [slug, label] of tabs) {
      const tab = page.getByRole('tab', { name: label, exact: true });
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status').filter({ hasText: 'Ładowanie' })).toHaveCount(0);
      await page.screenshot({ path: `${shots}/product-editor-${slug}-${viewport.name}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/products/new');
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();
  await expect(page.getByText('Nazwa produktu jest wymagana')).toBeVisible();
  await page.screenshot({ path: `${shots}/product-editor-new-errors-wide.png`, fullPage: true });
});
