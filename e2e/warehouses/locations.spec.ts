import { expect, test } from '@playwright/test';
import { createActivatedCompany, uniqueCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

const url = '/dashboard/magazine-configuration/localization';
const shotsDir = process.env.SHOTS_DIR;

test('locations: create a location type and a location, preview and print its label', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const company = uniqueCompany('loc');
  await createActivatedCompany(request, page, company);
  const login = await request.post('/api/auth/login', {
    data: { username: company.username, password: company.password },
  });
  const { token } = (await login.json()) as { token: string };
  const warehouse = await request.post('/api/warehouses', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Magazyn główny' },
  });
  expect(warehouse.status(), await warehouse.text()).toBe(201);
  await signInAs(page, company);
  const suffix = company.username.slice(-6);
  const typeName = `Regał żółty ${suffix}`;
  const code = `A-01-${suffix}`;

  await page.goto(`${url}?tab=types`);
  await expect(page.getByRole('heading', { name: 'Lokalizacje' })).toBeVisible();
  await expect(page.getByText('Brak typów lokalizacji')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj typ lokalizacji' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Nowy typ lokalizacji' });
  await typeDialog.getByLabel('Nazwa').fill(typeName);
  await typeDialog.getByLabel('Grupa').fill('Strefa A');
  await typeDialog.getByRole('button', { name: 'Kolor #EAB308' }).click();
  await expectAccessible(page);
  await typeDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Typ lokalizacji został dodany').last()).toBeVisible();
  await expect(page.getByRole('cell', { name: typeName, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Tworzenie lokalizacji' }).click();
  await expect(page.getByText('Brak lokalizacji', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj lokalizację' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa lokalizacja' });
  await dialog.getByLabel('Kod').fill(code);
  await expect(dialog.getByRole('textbox', { name: 'Typ' })).toHaveValue(typeName);
  const preview = dialog.getByTestId('label-preview');
  await expect(preview.getByText(code)).toBeVisible();
  await expect(preview.locator('img')).toHaveJSProperty('complete', true);
  expect(await preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    50,
  );
  await expect(preview.getByText(`${typeName} · Magazyn główny`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Lokalizacja została dodana').last()).toBeVisible();
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expectAccessible(page);

  const label = page.waitForResponse((response) => /\/api\/locations\/[^/]+\/label$/.test(response.url()));
  await page.getByRole('button', { name: `Drukuj etykietę ${code}` }).click();
  const response = await label;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The browser hands the PDF to the page as a blob, so read the same URL again for its bytes.
  const authorization = (await response.request().allHeaders())['authorization']!;
  const pdf = await (await page.request.get(response.url(), { headers: { authorization } })).body();
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const printDialog = page.getByRole('dialog', { name: 'Wydruk etykiet' });
  await expect(printDialog.getByTitle('Podgląd PDF z etykietami')).toBeVisible();
  await expect(printDialog.getByRole('button', { name: 'Drukuj' })).toBeEnabled();
  await printDialog.getByRole('button', { name: 'Zamknij' }).last().click();

  // Import: a file with a bad row is refused whole, the row and field named; the fixed file imports.
  await page.getByRole('button', { name: 'Importuj' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import lokalizacji z CSV' });
  const csv = (rows: string[]) => ({
    name: 'lokalizacje.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['Kod;Typ lokalizacji', ...rows].join('\n')),
  });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles(csv([`B-01-${suffix};${typeName}`, `B-02-${suffix};Nieznany`]));
  await importDialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(importDialog.getByRole('alert')).toContainText('Wiersz 3, pole „Typ lokalizacji”');
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles(csv([`B-01-${suffix};${typeName}`, `B-02-${suffix};${typeName}`]));
  await importDialog.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByText('Zaimportowano 2 lokalizacje').last()).toBeVisible();
  await expect(page.getByRole('cell', { name: `B-02-${suffix}`, exact: true })).toBeVisible();
  await page.getByLabel('Szukaj').fill(code);
  await expect(page.getByRole('cell', { name: `B-02-${suffix}`, exact: true })).toBeHidden();

  await page.getByRole('button', { name: `Usuń ${code}` }).click();
  await expect(page.getByText('Czy na pewno chcesz usunąć tę lokalizację?')).toBeVisible();
  await page.getByTestId('confirm-modal-confirm').click();
  await expect(page.getByText('Usunięto 1 lokalizację').last()).toBeVisible();
  await expect(page.getByText('Brak lokalizacji pasujących do wyszukiwania')).toBeVisible();
});

test('locations: screenshots of the demo company', { tag: '@demo' }, async ({ page }) => {
  test.skip(!shotsDir, 'only when SHOTS_DIR is set');
  await signInAs(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await expect(page.getByRole('cell', { name: 'A-01-01', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Zaznacz A-01-02' }).check();
  await page.getByRole('checkbox', { name: 'Zaznacz A-01-03' }).check();
  await page.screenshot({ path: `${shotsDir}/loc-locations-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edytuj A-01-01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edycja lokalizacji' });
  await expect(dialog.getByTestId('label-preview').locator('img')).toHaveJSProperty('complete', true);
  await page.screenshot({ path: `${shotsDir}/loc-location-form-1440.png` });
  await page.keyboard.press('Escape');
  await page.goto(`${url}?tab=types`);
  await expect(page.getByText('Miejsce przy rampie na przyjęcia')).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/loc-types-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edytuj Regał' }).click();
  await page.screenshot({ path: `${shotsDir}/loc-type-form-1440.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  await expect(page.getByRole('cell', { name: 'A-01-01', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/loc-locations-390.png`, fullPage: true });
});
