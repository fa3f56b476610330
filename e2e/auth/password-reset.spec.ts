import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { waitForLink } from '../support/mailbox';
import { createActivatedCompany, logIn, resetLink, uniqueCompany } from './accounts';

test('a forgotten password is reset from the e-mailed link and the new one logs in', async ({
  page,
  request,
}) => {
  const company = uniqueCompany('reset');
  await createActivatedCompany(request, page, company);
  const newPassword = 'Nowe!Haslo-2026';

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel('Adres e-mail').fill(company.email);
  await page.getByRole('button', { name: 'Wyślij instrukcje' }).click();

  await expect(page).toHaveURL(/\/auth\/reset-sent\?email=/);
  await expect(page.getByTestId('reset-sent-email')).toContainText(company.email);
  await expect(
    page.getByText('Na podany adres e-mail wysłano wiadomość z linkiem do resetowania hasła.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(await waitForLink(company.email, resetLink));
  await expect(page.getByLabel('Token resetowania')).not.toHaveValue('');
  await page.getByLabel(/^Nowe hasło/).fill(newPassword);
  await page.getByLabel('Powtórz nowe hasło').fill('Nowe!Haslo');
  await expect(page.getByTestId('password-match')).toHaveText('Hasła nie są zgodne');
  await page.getByLabel('Powtórz nowe hasło').fill(newPassword);
  await expect(page.getByTestId('password-match')).toHaveText('Hasła się zgadzają');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByTestId('reset-success')).toBeVisible();

  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });
  await logIn(page, company.username, company.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, company.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
});

test('a used reset link is refused with the invalid-token message', async ({ page }) => {
  await page.goto('/auth/confirm-reset-password?token=nieistniejacy-token');
  await page.getByLabel(/^Nowe hasło/).fill('Nowe!Haslo-2026');
  await page.getByLabel('Powtórz nowe hasło').fill('Nowe!Haslo-2026');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByTestId('reset-error')).toBeVisible();
  await expectAccessible(page);
});
