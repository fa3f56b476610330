import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { createActivatedCompany, logIn, uniqueCompany } from './accounts';

test('three wrong passwords lock the login with a clear message', async ({ page, request }) => {
  const company = uniqueCompany('blokada');
  await createActivatedCompany(request, page, company);

  await page.goto('/auth');
  await expect(page).toHaveTitle('Logowanie | Zaplecze');
  await expectAccessible(page);

  await logIn(page, company.username, 'Zle!Haslo-001');
  await expect(page.getByTestId('login-error')).toContainText(
    'Nieprawidłowa nazwa użytkownika/e-mail lub hasło.',
  );
  await expect(page.getByText('Logowanie się nie powiodło').first()).toBeVisible();
  await expect(page.getByTestId('login-hint')).toContainText('Nieudana próba logowania (1 z 3)');
  await expectAccessible(page);

  await logIn(page, company.username, 'Zle!Haslo-002');
  await expect(page.getByTestId('login-hint')).toContainText('Nieudana próba logowania (2 z 3)');

  await logIn(page, company.username, 'Zle!Haslo-003');
  const locked = page.getByTestId('login-locked');
  await expect(locked).toContainText('Logowanie tymczasowo zablokowane');
  await expect(locked).toContainText('Zbyt wiele nieudanych prób logowania');
  await expect(page.getByTestId('login-hint')).toBeHidden();
  await expectAccessible(page);

  await logIn(page, company.username, company.password);
  await expect(page.getByTestId('login-locked')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
