import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedInFreshCompany, uniqueTag } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

interface Staff {
  name: string;
  username: string;
  email: string;
  password: string;
}

async function createRoleWithOmsReadOnly(page: Page, roleName: string) {
  await page.goto('/dashboard/employee-accounts/roles');
  const form = page.getByRole('form', { name: 'Nowa rola' });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Nazwa roli').fill(roleName);
  await form.getByLabel('Opis').fill('Podgląd zamówień, nic więcej.');
  for (const module of ['Zgłoszenia (Ticket)', 'Magazyn (WMS)', 'Produkty (PIM)', 'Sprzedaż (POS)']) {
    await form.getByRole('group', { name: module }).getByRole('checkbox', { name: 'Odczyt' }).uncheck();
  }
  await expect(
    form.getByRole('group', { name: 'Zamówienia (OMS)' }).getByRole('checkbox', { name: 'Odczyt' }),
  ).toBeChecked();
  await expect(form.getByTestId('level-badges')).toContainText('OMS: Odczyt');
  await form.getByRole('button', { name: 'Utwórz rolę' }).click();
  await expect(page.getByText(`Rola „${roleName}” została utworzona.`)).toBeVisible();
  const card = page.getByTestId('role-card').filter({ has: page.getByRole('heading', { name: roleName }) });
  await expect(card.getByTestId('level-badges')).toContainText('OMS: Odczyt');
  await expect(card.getByTestId('level-badges')).toContainText('WMS: Brak dostępu');
  await expect(card.getByTestId('role-users-count')).toHaveText('0 użytkowników');
}

async function createUserWithRole(page: Page, roleName: string, staff: Staff) {
  await page.getByRole('tab', { name: 'Konta użytkowników' }).click();
  await expect(page).toHaveURL(/\/employee-accounts\/users$/);
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowy użytkownik' });
  await dialog.getByLabel('Imię i nazwisko').fill(staff.name);
  await dialog.getByLabel('Login').fill(staff.username);
  await dialog.getByLabel('Adres e-mail').fill(staff.email);
  await dialog.getByRole('textbox', { name: 'Rola' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await dialog.getByLabel(/^Hasło/).fill(staff.password);
  await expect(dialog.getByTestId('password-rules').locator('[data-passed="false"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Dodaj użytkownika' }).click();
  await expect(page.getByText('Użytkownik został dodany.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill(`  ${staff.username.toUpperCase()} `);
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(staff.name);
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Aktywny');
  await expect(row.getByText('Uwierzytelnianie dwuskładnikowe wyłączone')).toBeAttached();
}

async function checkHistoryAndExport(page: Page, roleName: string, staff: Staff, stamp: string) {
  await page.getByRole('tab', { name: 'Historia zmian' }).click();
  await expect(page).toHaveURL(/\/employee-accounts\/history$/);
  const table = page.getByTestId('history-table');
  await expect(
    table.getByRole('row').filter({ hasText: roleName }).filter({ hasText: 'Utworzenie' }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: staff.name }).filter({ hasText: 'Utworzenie' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('pager-summary')).toHaveText(/^Wyświetlanie 1 do \d+ z \d+ wynik(u|ów)$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Akcja' }).click();
  await page.getByRole('option', { name: 'Utworzenie' }).click();
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(stamp);
  await expect(page).toHaveURL(/action=create/);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  await expect(table.getByRole('row')).toHaveCount(3);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksportuj CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^historia-zmian-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Data;Użytkownik;Akcja;Typ obiektu;Obiekt;Szczegóły;Adres IP');
  expect(lines).toHaveLength(3);
  expect(lines.some((line) => line.includes(roleName) && line.includes('Utworzenie'))).toBe(true);
  expect(lines.some((line) => line.includes(staff.name) && line.includes('Utworzenie'))).toBe(true);
}

test('an administrator gives a new user an OMS read-only role, which the app and the API then enforce', async ({
  page,
  browser,
}) => {
  // A company of its own (a free trial, no staff limit): nothing to undo, and a retry starts clean.
  await signedInFreshCompany(page, 'role');
  const stamp = uniqueTag();
  const roleName = `Tylko odczyt zamówień ${stamp}`;
  const staff = {
    name: `Ola Zamówienia ${stamp}`,
    username: `ola${stamp}`,
    email: `ola${stamp}@example.com`,
    password: 'Zamowienia!2026',
  };
  await createRoleWithOmsReadOnly(page, roleName);
  await createUserWithRole(page, roleName, staff);
  await checkHistoryAndExport(page, roleName, staff, stamp);

  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await signInAs(staffPage, staff);
  await staffPage.goto('/dashboard/summary');
  const nav = staffPage.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Zamówienia', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Produkty', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Konfiguracja magazynu' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Konta pracowników' })).toHaveCount(0);

  await staffPage.goto('/dashboard/employee-accounts/roles');
  await expect(staffPage.getByTestId('no-access')).toBeVisible();
  await expect(staffPage.getByRole('heading', { name: 'Brak dostępu' })).toBeVisible();
  await expect(staffPage.getByRole('form', { name: 'Nowa rola' })).toHaveCount(0);
  await expectAccessible(staffPage);

  const login = await staffPage.request.post('/api/auth/login', {
    data: { username: staff.username, password: staff.password },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await staffPage.request.get('/api/order-statuses', { headers })).status()).toBe(200);
  const deleteStatus = await staffPage.request.delete(
    '/api/order-statuses/00000000-0000-4000-8000-000000000000?replacementId=00000000-0000-4000-8000-000000000001',
    { headers },
  );
  expect(deleteStatus.status()).toBe(403);
  expect(((await deleteStatus.json()) as { error: { message: string } }).error.message).toBe(
    'Twoja rola nie ma uprawnienia: Zamówienia (OMS) – Usuwanie.',
  );
  for (const response of [
    await staffPage.request.get('/api/users', { headers }),
    await staffPage.request.post('/api/roles', {
      headers,
      data: { name: 'Przejęcie', permissions: ['oms.delete'] },
    }),
    await staffPage.request.get('/api/audit', { headers }),
  ]) {
    expect(response.status()).toBe(403);
  }
  await context.close();
});
