import { expect, test, type Page } from '@playwright/test';
import { signedInFreshCompany } from '../auth/accounts';

const base = '/dashboard/products-import-export';

async function uploadCsv(page: Page, name: string, text: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Prześlij plik' }).click();
  await expect(page.getByRole('table', { name: 'Podgląd danych' })).toBeVisible();
  await page.getByRole('button', { name: 'Automatyczne mapowanie' }).click();
  await page.getByRole('button', { name: 'Potwierdź mapowanie' }).click();
  await expect(page.getByText('Podgląd zmian (nic nie zostało jeszcze zapisane)')).toBeVisible();
}

async function finalImport(page: Page) {
  await page.getByRole('button', { name: 'Wykonaj finalny import' }).click();
  await expect(page.getByRole('progressbar', { name: 'Postęp importu' })).toBeVisible();
  // 'Import zakończony pomyślnie' shows for importDefaults.resetDelayMs only (a component test checks
  // it); the wizard back at its first step is what lasts. The next steps read what the import wrote.
  await expect(page.getByRole('button', { name: 'Prześlij plik' })).toBeVisible();
}

test('product import: upload, auto-map, preview with a diff, import with progress, log, rollback; a schedule created and deleted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInFreshCompany(page, 'imp');
  await page.goto(`${base}/import`);
  await expect(page.getByRole('heading', { name: 'Import produktów' })).toBeVisible();

  await uploadCsv(page, 'produkty.csv', 'SKU;Nazwa;Cena\nIMP-1;Kubek gęsi;19,99\nIMP-2;Talerz;5,00\n');
  await expect(page.getByText('Nowe: 2')).toBeVisible();
  await finalImport(page);

  await uploadCsv(page, 'zmiana.csv', 'SKU;Nazwa;Cena\nIMP-1;Kubek gęsi;21,49\nIMP-3;Miska;9,90\n');
  await expect(page.getByText('cena: 19,99 → 21,49')).toBeVisible();
  await finalImport(page);

  await page.getByRole('tab', { name: 'Logi' }).click();
  const logs = page.getByRole('table', { name: 'Logi' });
  await expect(logs.getByRole('row')).toHaveCount(3);
  await logs.getByRole('row').filter({ hasText: 'zmiana.csv' }).click();
  await expect(page.getByText('cena: 19,99 → 21,49')).toBeVisible();
  await page.getByRole('button', { name: 'Cofnij import' }).click();
  await page
    .getByRole('dialog', { name: 'Cofnąć import?' })
    .getByRole('button', { name: 'Cofnij import' })
    .click();
  await expect(page.getByText(/Import cofnięty: przywrócono 1, usunięto 1/)).toBeVisible();

  // A template and a recurring schedule from a URL, then deleted from the schedule tab.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Import' }).click();
  await uploadCsv(page, 'szablon.csv', 'SKU;Nazwa\nIMP-9;Wazon\n');
  await page.getByRole('button', { name: 'Zapisz jako szablon' }).click();
  await page.getByLabel('Nazwa szablonu').fill('Hurtownia');
  await page
    .getByRole('dialog', { name: 'Zapisz jako szablon' })
    .getByRole('button', { name: 'Zapisz' })
    .click();
  await expect(page.getByText('Zapisano szablon Hurtownia')).toBeVisible();
  await page.getByText('Cykliczny').click();
  await page.getByLabel('lub adres URL pliku').fill('https://hurtownia.example.com/produkty.csv');
  await page.getByLabel('Nazwa harmonogramu').fill('Hurtownia nocna');
  // The start time is typed in the 24-hour clock, whatever the browser's language.
  const hours = page.getByRole('spinbutton', { name: 'Godzina startu: godziny' });
  await hours.fill('21');
  // Styled as one field of two-digit parts (unstyled, each part was a full-width input).
  expect((await hours.boundingBox())!.width).toBeLessThan(60);
  await page.getByRole('spinbutton', { name: 'Godzina startu: minuty' }).fill('30');
  await page.getByRole('button', { name: 'Utwórz harmonogram' }).click();
  await expect(page.getByText('Harmonogram został utworzony')).toBeVisible();

  await page.getByRole('tab', { name: 'Harmonogram' }).click();
  const schedules = page.getByRole('table', { name: 'Harmonogramy' });
  await expect(schedules.getByText('Hurtownia nocna')).toBeVisible();
  await expect(schedules.getByRole('row', { name: /Hurtownia nocna/ })).toContainText(', 21:30');
  await page.getByRole('button', { name: 'Usuń Hurtownia nocna' }).click();
  await page
    .getByRole('dialog', { name: 'Potwierdź operację' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(page.getByText('Brak harmonogramów')).toBeVisible();
});
