import { expect, test, type Page } from '@playwright/test';
import { createActivatedCompany, uniqueCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

/** The newest snackbar with this text; earlier ones may still be on screen. */
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
const shotsDir = process.env.SHOTS_DIR;

async function freshCompany(page: Page) {
  const company = uniqueCompany('params');
  await createActivatedCompany(page.request, page, company);
  await signInAs(page, company);
}

test('parameter groups: import a CSV with a bad row, see the groups and the refused row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await freshCompany(page);
  await page.goto('/dashboard/product-settings/parameters-brand?tab=parameters');
  await expect(page.getByRole('heading', { name: 'Parametry produktu i producent/marka' })).toBeVisible();
  await page.getByRole('tab', { name: 'Grupy parametrów' }).click();
  await expect(page.getByText('Brak grup parametrów')).toBeVisible();

  await page.getByRole('button', { name: 'Importuj CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import grup parametrów z CSV' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'grupy.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Nazwa grupy;Etykieta PL;Etykieta EN\nWygląd;Wygląd;Appearance\n;Bez nazwy;No name\nWyświetlacz;Wyświetlacz;Display\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(dialog.getByText('Zaimportowano: dodano 2, zaktualizowano 0.')).toBeVisible();
  const refused = dialog.getByRole('row').filter({ hasText: 'Nazwa grupy jest wymagana' });
  await expect(refused.getByRole('cell').first()).toHaveText('3');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Gotowe' }).click();

  const rows = page.getByTestId('group-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Wygląd');
  await expect(rows.nth(0)).toContainText('Appearance');
  await expect(rows.nth(1)).toContainText('Wyświetlacz');

  await page.getByRole('tab', { name: 'Parametry' }).click();
  await page.getByRole('button', { name: 'Dodaj parametr' }).click();
  const parameterDialog = page.getByRole('dialog', { name: 'Nowy parametr' });
  await parameterDialog.getByLabel('Nazwa parametru').fill('Kolor');
  await parameterDialog.getByRole('textbox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Jednokrotny wybór (ONE_SELECT)' }).click();
  await parameterDialog.getByLabel('Wartość 1', { exact: true }).fill('czarny');
  await parameterDialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(snackbar(page, 'Parametr został dodany')).toBeVisible();
  await expect(page.getByTestId('parameter-row').filter({ hasText: 'Kolor' })).toContainText('czarny');
});

test('SKU generator: a pattern with its live preview, saved for the account', async ({ page }) => {
  test.setTimeout(120_000);
  await freshCompany(page);
  await page.goto('/dashboard/product-settings/sku-generator');
  await expect(page.getByRole('heading', { name: 'Generator SKU' })).toBeVisible();
  await expect(page.getByTestId('sku-preview')).toHaveText('SKU-000001');

  const pattern = page.getByLabel('Wzorzec SKU');
  await pattern.fill('KAT-{category}');
  await expect(page.getByTestId('sku-preview-error')).toHaveText(
    'Wzorzec musi zawierać dokładnie jeden licznik {counter} lub {counter:N}',
  );
  await pattern.fill('KAT-{category}-');
  await page.getByRole('button', { name: 'Wstaw {counter:5}' }).click();
  await page.getByLabel('Następny numer licznika').fill('12');
  await expect(page.getByTestId('sku-preview')).toHaveText('KAT-ELE-00012');
  await expectAccessible(page);
  // Enter saves the form (the development panel may cover the button's corner).
  await pattern.press('Enter');
  await expect(snackbar(page, 'Wzorzec SKU został zapisany')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Wzorzec SKU')).toHaveValue('KAT-{category}-{counter:5}');
  await expect(page.getByTestId('sku-preview')).toHaveText('KAT-ELE-00012');
});

test('custom fields: create a select field and see it listed', async ({ page }) => {
  test.setTimeout(120_000);
  await freshCompany(page);
  await page.goto('/dashboard/product-settings/custom-fields');
  await expect(page.getByText('Brak pól dodatkowych')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj pole' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe pole dodatkowe' });
  await dialog.getByLabel('Etykieta').fill('Sezon');
  await dialog.getByLabel('Klucz').fill('Zły klucz');
  await dialog.getByRole('button', { name: 'Dodaj pole' }).click();
  await expect(
    dialog.getByText('Klucz zaczyna się od małej litery i może zawierać małe litery, cyfry i podkreślenia'),
  ).toBeVisible();
  await dialog.getByLabel('Klucz').fill('sezon');
  await dialog.getByRole('textbox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Lista wyboru' }).click();
  const options = dialog.getByLabel('Opcje');
  await options.fill('lato');
  await options.press('Enter');
  await options.fill('zima');
  await options.press('Enter');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Dodaj pole' }).click();
  await expect(snackbar(page, 'Pole dodatkowe zostało dodane')).toBeVisible();
  const row = page.getByTestId('custom-field-row').filter({ hasText: 'Sezon' });
  await expect(row).toContainText('sezon');
  await expect(row).toContainText('lato, zima');
});

test('product settings screens of the demo company look finished', { tag: '@demo' }, async ({ page }) => {
  test.skip(!shotsDir, 'screenshots only when SHOTS_DIR is set');
  test.setTimeout(120_000);
  await signInAs(page);
  const screens = [
    ['parameters', '/dashboard/product-settings/parameters-brand?tab=parameters', 'parameter-row'],
    ['custom-fields', '/dashboard/product-settings/custom-fields', 'custom-field-row'],
    ['sku-generator', '/dashboard/product-settings/sku-generator', 'sku-preview'],
    ['auto-categories', '/dashboard/product-settings/auto-categories', 'rule-row'],
  ] as const;
  for (const [name, url, testId] of screens) {
    for (const [size, viewport] of [
      ['wide', { width: 1440, height: 900 }],
      ['narrow', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${shotsDir}/params-${name}-${size}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/product-settings/parameters-brand?tab=parameters');
  await page.getByRole('tab', { name: 'Grupy parametrów' }).click();
  await expect(page.getByTestId('group-row').first()).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/params-groups-wide.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Parametry' }).click();
  await page.getByRole('button', { name: 'Edytuj parametr Kolor' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj parametr' })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/params-parameter-dialog.png` });
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/product-settings/auto-categories');
  await page.getByRole('button', { name: 'Edytuj regułę Smartfony Samsung i Apple' }).click();
  await expect(page.getByRole('dialog', { name: 'Edytuj regułę' })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/params-rule-dialog.png` });
});
