import { expect, test, type Page } from '@playwright/test';
import { createActivatedCompany, uniqueCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

const base = '/dashboard/magazine-configuration';
/** The newest snackbar with this text; earlier ones may still be on screen. */
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('warehouse configuration: a warehouse, a dependent price list with a computed price, the VAT OSS mapping', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A fresh company: no warehouses or price lists yet, whatever ran before.
  const company = uniqueCompany('wms');
  await createActivatedCompany(request, page, company);
  await signInAs(page, { username: company.username, password: company.password });

  await page.goto(`${base}/magazyny`);
  await expect(page.getByRole('heading', { name: 'Konfiguracja magazynów' })).toBeVisible();
  await expect(page.getByText('Brak magazynów. Dodaj pierwszy magazyn.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Dodaj magazyn' }).click();
  const warehouseDialog = page.getByRole('dialog', { name: 'Nowy magazyn' });
  await warehouseDialog.getByLabel('Nazwa magazynu').fill('Magazyn Poznań');
  await warehouseDialog.getByRole('radio', { name: 'Do zmiany statusu' }).check();
  await choose(page, 'Status anulowania', 'Anulowane');
  await expectAccessible(page);
  await warehouseDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(snackbar(page, 'Magazyn został dodany')).toBeVisible();
  const warehouseRow = page
    .getByTestId('warehouses-table')
    .getByRole('row')
    .filter({ hasText: 'Magazyn Poznań' });
  await expect(warehouseRow).toContainText('Domyślny');
  await expect(warehouseRow).toContainText('Do zmiany statusu');
  await expect(warehouseRow).toContainText('Anulowane');

  await page.getByRole('tab', { name: 'Cenniki' }).click();
  await expect(page.getByRole('heading', { name: 'Cenniki', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj cennik' }).click();
  let listDialog = page.getByRole('dialog', { name: 'Nowy cennik' });
  await listDialog.getByLabel('Nazwa cennika').fill('Detal');
  await listDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(snackbar(page, 'Cennik został dodany')).toBeVisible();
  await expect(listDialog).toBeHidden();

  await page.getByRole('button', { name: 'Dodaj cennik' }).click();
  listDialog = page.getByRole('dialog', { name: 'Nowy cennik' });
  await listDialog.getByLabel('Nazwa cennika').fill('Hurt');
  await listDialog
    .locator('label')
    .filter({ hasText: /^Zależny$/ })
    .click();
  await choose(page, 'Cennik bazowy', 'Detal (PLN)');
  await listDialog.getByLabel('Mnożnik').fill('0,85');
  await expect(listDialog.getByLabel('Hierarchia')).toHaveValue('2');
  const preview = listDialog.getByTestId('price-preview');
  await preview.getByLabel('Cena w cenniku Detal').fill('12,34');
  // 12,34 × 0,85 = 10,489 → 10,49 zł (grosze rounded half-up)
  await expect(preview.getByTestId('price-preview-result')).toHaveText('Cena w tym cenniku: 10,49 zł');
  await expectAccessible(page);
  await listDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(snackbar(page, 'Cennik został dodany')).toBeVisible();
  const hurt = page.getByTestId('price-lists-table').getByRole('row').filter({ hasText: 'Hurt' });
  await expect(hurt).toContainText('Zależny');
  await expect(hurt).toContainText('Detal × 0,85 + 0,00 zł');

  await page.getByRole('tab', { name: 'VAT' }).click();
  await expect(page.getByRole('heading', { name: 'Mapowanie stawek VAT OSS' })).toBeVisible();
  await expect(page.getByTestId('polish-vat-rates')).toContainText('23%');
  await page.getByRole('textbox', { name: 'Szukaj kraju' }).fill('zzz');
  await expect(page.getByText('Brak wyników')).toBeVisible();
  await page.getByRole('textbox', { name: 'Szukaj kraju' }).fill('Niem');
  await expect(page.getByTestId('oss-mapping-table').getByRole('row')).toHaveCount(2);
  await page
    .getByRole('combobox', { name: 'Niemcy: stawka 7%' })
    .selectOption({ label: '5% – Stawka obniżona' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapisz mapowanie' }).click();
  await expect(snackbar(page, 'Mapowanie stawek VAT OSS zostało zapisane pomyślnie!')).toBeVisible();

  await page.reload();
  await page.getByRole('textbox', { name: 'Szukaj kraju' }).fill('Niemcy');
  await expect(page.getByRole('combobox', { name: 'Niemcy: stawka 7%' })).toHaveValue('reduced5');
});
