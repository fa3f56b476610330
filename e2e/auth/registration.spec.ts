import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { waitForLink } from '../support/mailbox';
import { activationLink, logIn, registerCompany, uniqueCompany } from './accounts';

test('a company registers, activates its account from the e-mail, logs in and out', async ({ page }) => {
  const company = uniqueCompany('firma');

  await page.goto('/auth/start');
  await expect(page.getByRole('heading', { name: 'Witaj w Zapleczu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Utwórz nowe konto/ }).click();

  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page).toHaveTitle('Rejestracja Firmy | Zaplecze');
  await expect(page.getByRole('heading', { name: 'Rejestracja Firmy' })).toBeVisible();
  await page.getByRole('button', { name: 'Zarejestruj firmę' }).click();
  await expect(page.getByText('Proszę zaakceptować warunki')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nazwa użytkownika').fill(company.username);
  await page.getByLabel('Adres e-mail').fill(company.email);
  await page.getByLabel(/^Hasło/).fill(company.password);
  await page.getByLabel('Nazwa firmy').fill(`Hurtownia ${company.username}`);
  await page.getByLabel('NIP').fill('526-025-02-74');
  await page.getByLabel('Ulica').fill('Marszałkowska');
  await page.getByLabel('Numer budynku').fill('10');
  await page.getByLabel('Numer lokalu').fill('4');
  await page.getByLabel('Kod pocztowy').fill('00-590');
  await page.getByLabel('Miasto').fill('Warszawa');
  await page.getByLabel('Numer telefonu').fill('600100200');
  await page.getByLabel('Akceptuję regulamin usługi i politykę prywatności').check();
  await page.getByRole('button', { name: 'Zarejestruj firmę' }).click();

  await expect(page).toHaveURL(/\/auth\/registration-confirmation\?email=/);
  await expect(page.getByTestId('registration-email')).toContainText(company.email);
  await expectAccessible(page);

  await page.goto(await waitForLink(company.email, activationLink));
  await expect(page.getByTestId('activation-success')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zaloguj się' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page).toHaveTitle('Logowanie | Zaplecze');
  await logIn(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard\/summary$/);
  await expect(page.getByText('Zalogowano pomyślnie!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Zaplecze' })).toContainText(
    `Hurtownia ${company.username}`,
  );

  // The summary page belongs to the shell; the journey checks the accounts screens it reaches from there.
  const nav = page.getByRole('navigation', { name: 'Zaplecze' });
  await nav.getByRole('link', { name: 'Ustawienia', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ustawienia ogólne' })).toBeVisible();
  await expect(page.getByLabel(/^Nazwa firmy/)).toHaveValue(`Hurtownia ${company.username}`);
  await expect(page.getByLabel(/^NIP/)).toHaveValue('5260250274');
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Plan abonamentowy', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Plan abonamentowy', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toContainText('Okres próbny');
  await expect(page.getByTestId('plan-free')).toContainText('Twój plan');
  await expect(page.getByTestId('buy-extended')).toHaveAttribute(
    'href',
    /client_reference_id=[0-9a-f-]{36}$/,
  );
  await expect(page.getByTestId('buy-extended')).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard/summary');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the registration refuses a username that is already taken', async ({ page, request }) => {
  const taken = uniqueCompany('zajeta');
  await registerCompany(request, taken);
  await page.goto('/auth/register');
  await page.getByLabel('Nazwa użytkownika').fill(taken.username);
  await page.getByLabel('Adres e-mail').fill(`inny${Date.now()}@example.com`);
  await page.getByLabel(/^Hasło/).fill('Mocne!Haslo2026');
  await page.getByLabel('Nazwa firmy').fill('Druga firma');
  await page.getByLabel('NIP').fill('5260250274');
  await page.getByLabel('Ulica').fill('Krótka');
  await page.getByLabel('Numer budynku').fill('1');
  await page.getByLabel('Kod pocztowy').fill('30-001');
  await page.getByLabel('Miasto').fill('Kraków');
  await page.getByLabel('Numer telefonu').fill('500600700');
  await page.getByLabel('Akceptuję regulamin usługi i politykę prywatności').check();
  await page.getByRole('button', { name: 'Zarejestruj firmę' }).click();
  await expect(page.getByText('Ta nazwa użytkownika jest już zajęta')).toBeVisible();
  await expect(page.getByLabel('Nazwa użytkownika')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/register$/);
});
