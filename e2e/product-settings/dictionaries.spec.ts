import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signedInFreshCompany } from '../auth/accounts';

const base = '/dashboard/product-settings';
/** Names unique to this run, so a retry or another journey never meets them. */
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

async function confirmDeletion(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Ta operacja jest nieodwracalna.');
  await dialog.getByRole('button', { name: 'Usuń' }).click();
}

async function search(page: Page, placeholder: string, text: string) {
  await page.getByRole('searchbox', { name: placeholder }).fill(text);
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function fill(dialog: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
}

// Journeys of many steps with accessibility scans; two busy cores need more than the default.
test.describe.configure({ timeout: 120_000 });

// Each journey in a company of its own with the demo company's dictionaries (producers, brands,
// suppliers, categories, GPSR), so they run side by side. docs/decisions/e2e-seeded-companies.md
test.beforeEach(async ({ page }) => {
  await signedInFreshCompany(page, 'slowniki', { productDictionaries: true });
});

test('producers: add, search, edit and delete', async ({ page }) => {
  const name = `Fabryka Testowa ${suffix()}`;
  await page.goto(`${base}/parameters-brand`);
  await expect(page.getByRole('heading', { name: 'Parametry produktu i producent/marka' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('tab', { name: 'Producenci' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Amica S.A.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj producenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy producent' });
  await dialog.getByRole('button', { name: 'Dodaj producenta' }).click();
  await expect(dialog.getByText('Nazwa producenta jest wymagana')).toBeVisible();
  await fill(dialog, {
    Nazwa: name,
    Miasto: 'Kalisz',
    Ulica: 'ul. Fabryczna 7',
    'Kod pocztowy': '62-800',
    'E-mail': 'kontakt@fabryka.pl',
    Telefon: '627001122',
    'URL formularza kontaktowego': 'https://fabryka.pl/kontakt',
  });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Dodaj producenta' }).click();
  await expect(snackbar(page, 'Producent został dodany pomyślnie')).toBeVisible();
  await expect(dialog).toBeHidden();

  await search(page, 'Szukaj producenta po nazwie', name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, name)).toContainText('62-800 Kalisz');

  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj producenta' });
  await fill(edit, { Miasto: 'Ostrów Wielkopolski' });
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(snackbar(page, 'Zapisano zmiany producenta')).toBeVisible();
  await expect(row(page, name)).toContainText('Ostrów Wielkopolski');

  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  await confirmDeletion(page, 'Usuń producenta');
  await expect(snackbar(page, 'Producent został usunięty')).toBeVisible();
  await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
});

test('brands: add, refuse a duplicate name, edit and delete', async ({ page }) => {
  const name = `Marka ${suffix()}`;
  await page.goto(`${base}/parameters-brand?tab=brands`);
  await expect(page.getByRole('tab', { name: 'Marki' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await expect(row(page, 'Bosch')).toBeVisible();

  await page.getByRole('button', { name: 'Dodaj markę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa marka' });
  await fill(dialog, { Nazwa: 'bosch' });
  await dialog.getByRole('button', { name: 'Dodaj markę' }).click();
  await expect(dialog.getByText('Marka o tej nazwie już istnieje')).toBeVisible();
  await fill(dialog, { Nazwa: name, 'Strona WWW': 'https://marka.example.pl' });
  await dialog.getByRole('button', { name: 'Dodaj markę' }).click();
  await expect(snackbar(page, 'Marka została dodana pomyślnie')).toBeVisible();

  await search(page, 'Szukaj marki po nazwie', name);
  await expect(row(page, name)).toContainText('Aktywny');
  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj markę' });
  await edit.getByRole('switch', { name: 'Aktywny' }).dispatchEvent('click');
  await expect(edit.getByRole('switch', { name: 'Aktywny' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(snackbar(page, 'Zapisano zmiany marki')).toBeVisible();
  await expect(row(page, name)).toContainText('Nieaktywny');
  await expectAccessible(page);

  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  await confirmDeletion(page, 'Usuń markę');
  await expect(snackbar(page, 'Marka została usunięta')).toBeVisible();
  await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
});

test('suppliers screen: add with a checked NIP, search by NIP, edit and delete', async ({ page }) => {
  const name = `Hurtownia ${suffix()}`;
  // A NIP with a valid checksum no other journey or demo supplier uses.
  const nip = '522-300-99-92';
  await page.goto(`${base}/suppliers`);
  await expect(page.getByRole('heading', { name: 'Dostawcy produktów' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aktywnych', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj dostawcę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy szablon dostawcy' });
  await fill(dialog, { Nazwa: name, NIP: '522-300-99-93' });
  await dialog.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(dialog.getByText('Nieprawidłowy NIP (błędna cyfra kontrolna)')).toBeVisible();
  await fill(dialog, {
    NIP: nip,
    Ulica: 'Składowa',
    'Nr budynku': '5',
    'Kod pocztowy': '85-001',
    Miasto: 'Bydgoszcz',
  });
  await dialog.getByRole('button', { name: 'Czy aktywny?' }).click();
  await expect(dialog.getByTestId('nip-result')).toContainText('Suma kontrolna NIP poprawna');
  await expect(dialog.getByTestId('nip-result')).toContainText('Weryfikacja w rejestrze niedostępna');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(snackbar(page, `Dostawca "${name}" został pomyślnie dodany`)).toBeVisible();

  await search(page, 'Szukaj dostawcy po nazwie lub NIP', '5223009992');
  await expect(row(page, name)).toContainText('NIP 522-300-99-92');
  await expect(row(page, name)).toContainText('85-001 Bydgoszcz');

  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj szablon dostawcy' });
  await fill(edit, { 'E-mail': 'zamowienia@hurtownia.pl' });
  await edit.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(snackbar(page, `Dostawca "${name}" został pomyślnie zaktualizowany`)).toBeVisible();
  await expect(row(page, name)).toContainText('zamowienia@hurtownia.pl');

  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  await confirmDeletion(page, 'Usuń dostawcę');
  await expect(snackbar(page, `Dostawca "${name}" został pomyślnie usunięty`)).toBeVisible();
  await expect(page.getByText('Brak wyników wyszukiwania')).toBeVisible();
});

test('suppliers tab: add, search by name and delete', async ({ page }) => {
  const name = `Dostawca ${suffix()}`;
  await page.goto(`${base}/parameters-brand?tab=suppliers`);
  await expect(page.getByRole('tab', { name: 'Dostawcy' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Dodaj dostawcę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy dostawca' });
  await fill(dialog, { Nazwa: name });
  await dialog.getByRole('button', { name: 'Dodaj dostawcę' }).click();
  await expect(snackbar(page, 'Dostawca został dodany pomyślnie')).toBeVisible();
  await search(page, 'Szukaj dostawcy po nazwie lub NIP', name);
  await expect(row(page, name)).toBeVisible();
  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  await confirmDeletion(page, 'Usuń dostawcę');
  await expect(snackbar(page, 'Dostawca został usunięty')).toBeVisible();
});

test('GPSR: a person without a required field is refused with the message, then saved', async ({ page }) => {
  const lastName = `Nowak${suffix()}`;
  await page.goto(`${base}/gpsr-templates`);
  await expect(page.getByRole('tab', { name: 'Podmiot odpowiedzialny' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Osoba odpowiedzialna' }).click();
  await expect(row(page, 'Kowalczyk')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj osobę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa osoba odpowiedzialna' });
  await fill(dialog, { Imię: 'Ewa', Nazwisko: lastName, 'E-mail': 'ewa@example.pl' });
  await dialog.getByRole('button', { name: 'Dodaj osobę' }).click();
  await expect(dialog.getByText('Proszę wypełnić wszystkie wymagane pola.')).toBeVisible();
  await expect(snackbar(page, 'Proszę wypełnić wszystkie wymagane pola.')).toBeVisible();
  await expectAccessible(page);
  await fill(dialog, { Telefon: '600700800' });
  await dialog.getByRole('button', { name: 'Dodaj osobę' }).click();
  await expect(snackbar(page, 'Kontakt został pomyślnie utworzony')).toBeVisible();
  await search(page, 'Szukaj osoby po imieniu, nazwisku lub e-mailu', lastName);
  await expect(row(page, lastName)).toBeVisible();
  await page.getByRole('tab', { name: 'Podmiot odpowiedzialny' }).click();
  await page.getByRole('tab', { name: 'Osoba odpowiedzialna' }).click();
  await expect(
    page.getByRole('searchbox', { name: 'Szukaj osoby po imieniu, nazwisku lub e-mailu' }),
  ).toHaveValue('');
});

test('main category: add, export kategorie_export.csv and open it', async ({ page }) => {
  const name = `=Kategoria ${suffix()}`;
  await page.goto(`${base}/main-category`);
  await expect(page.getByRole('heading', { name: 'Kategoria główna' })).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 'AGD duże')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa kategoria' });
  await fill(dialog, { Nazwa: `  ${name}  ` });
  await dialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(snackbar(page, 'Kategoria zapisana')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kategorie_export.csv');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFNazwa;ID konta;Data utworzenia\r\n')).toBe(true);
  expect(text).toContain('AGD duże;');
  expect(text).toContain(`'${name};`);
});
