import { expect, test } from '@playwright/test';
import { signedInFreshCompany } from '../auth/accounts';
import { choose } from '../order-details/details-api';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('uploads two files, files one in a new folder, shares the folder and downloads from the public page', async ({
  page,
  browser,
}) => {
  await signedInFreshCompany(page, 'files');
  await page.goto('/dashboard/files-management');
  await expect(page.getByRole('heading', { name: 'Pliki', level: 1 })).toBeVisible();
  await expect(page.getByText('Ten folder jest pusty.', { exact: false })).toBeVisible();

  await page.getByTestId('files-input').setInputFiles([
    { name: 'oferta.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'logo.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByTestId('upload-list')).toContainText('Przesłano 2 z 2');
  const rows = page.getByTestId('file-row');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'Nowy folder' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Nowy folder' });
  await folderDialog.getByRole('textbox', { name: 'Nazwa' }).fill('Dla klienta');
  await folderDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Dla klienta');

  await page.getByRole('button', { name: 'Akcje: oferta.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Przenieś' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Przenieś „oferta.pdf”' });
  await choose(page, moveDialog.getByRole('textbox', { name: 'Folder docelowy' }), 'Dla klienta');
  await moveDialog.getByRole('button', { name: 'Przenieś' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'oferta.pdf' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Akcje: Dla klienta' }).click();
  await page.getByRole('menuitem', { name: 'Udostępnij' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Udostępnij „Dla klienta”' });
  await shareDialog.getByRole('button', { name: 'Utwórz link' }).click();
  const linkField = shareDialog.getByRole('textbox', { name: 'Kopiuj link' });
  await expect(linkField).toHaveValue(/\/shared-files\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();

  // Someone without an account opens the link in a browser of their own.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole('heading', { name: 'Dla klienta', level: 1 })).toBeVisible();
  const shared = guestPage.getByTestId('shared-files');
  await expect(shared).toContainText('oferta.pdf');
  await expect(shared).not.toContainText('logo.png');
  const download = guestPage.waitForEvent('download');
  await guestPage.getByRole('link', { name: 'Pobierz oferta.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('oferta.pdf');
  await guest.close();

  await expect(shareDialog.getByTestId('shared-link')).toBeVisible();
  await shareDialog.press('Escape');
  await page.getByRole('button', { name: 'Akcje: Dla klienta' }).click();
  await page.getByRole('menuitem', { name: 'Udostępnij' }).click();
  await expect(page.getByRole('dialog', { name: 'Udostępnij „Dla klienta”' })).toContainText('1 pobranie');
});
