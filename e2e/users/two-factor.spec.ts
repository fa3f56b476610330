import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { Role } from '@zaplecze/contract/roles/roles';
import { createActivatedCompany, uniqueCompany, uniqueTag, type TestCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

/** An employee of the company's first non-administrator role, added by its administrator through the API. */
async function addEmployee(request: APIRequestContext, admin: TestCompany) {
  const login = await request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const roles = await request.get('/api/roles', { headers });
  expect(roles.status(), await roles.text()).toBe(200);
  const role = ((await roles.json()) as { data: Role[] }).data.find((candidate) => !candidate.isAdmin);
  expect(role, 'a predefined staff role').toBeTruthy();
  const tag = uniqueTag();
  const employee = { username: `k.nowak.${tag}`, password: 'Pracownik!2026', name: 'Katarzyna Nowak' };
  const created = await request.post('/api/users', {
    headers,
    data: { ...employee, email: `${employee.username}@example.com`, roleId: role!.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  return employee;
}

test('an employee turns on 2FA, logs in with a code, and the administrator resets it', async ({
  page,
  browser,
  request,
}) => {
  // A company and an employee of its own, so neither another journey nor an earlier attempt left 2FA on.
  const admin = uniqueCompany('dwaetapy');
  await createActivatedCompany(request, page, admin);
  const employee = await addEmployee(request, admin);
  await signInAs(page, employee);
  await page.goto('/settings/general');
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Włącz 2FA' }).click();
  await expect(
    card.getByRole('img', { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('manual-key').innerText()).replace(/\s+/g, '');
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await expectAccessible(page);

  await card.getByLabel('Kod z aplikacji').fill(totp.generate());
  await card.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(card.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Zapisałem kody' }).click();
  await expect(card.getByText('Włączone', { exact: true })).toBeVisible();
  await expect(card.getByText('Kody odzyskiwania do wykorzystania: 10.')).toBeVisible();

  const context = await browser.newContext();
  const login = await context.newPage();
  await login.goto('/auth/login');
  await login.getByLabel(/^Nazwa użytkownika lub e-mail/).fill(employee.username);
  await login.getByLabel(/^Hasło/).fill(employee.password);
  await login.getByRole('button', { name: 'Zaloguj się' }).click();
  const step = login.getByRole('form', { name: 'Weryfikacja dwuetapowa' });
  await expect(step).toBeVisible();
  await expect(login).toHaveURL(/\/auth/);
  await expectAccessible(login);
  await step.getByLabel(/^Kod weryfikacyjny/).fill('000000');
  await step.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(login.getByTestId('two-factor-error')).toContainText('Nieprawidłowy kod');
  // The enrolment spent the current time step, so the login uses the next one (the server accepts ±1).
  await step.getByLabel(/^Kod weryfikacyjny/).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await step.getByRole('button', { name: 'Zweryfikuj' }).click();
  await expect(login).toHaveURL(/\/dashboard\/summary$/);
  await context.close();

  await page.context().clearCookies();
  await signInAs(page, admin);
  await page.goto('/dashboard/employee-accounts/users');
  const row = page.getByTestId('user-row').filter({ hasText: employee.name });
  await expect(row.getByText('Uwierzytelnianie dwuskładnikowe włączone')).toBeAttached();
  await row.getByRole('button', { name: `Akcje: ${employee.name}` }).click();
  await page.getByRole('menuitem', { name: 'Resetuj 2FA' }).click();
  await page
    .getByRole('dialog', { name: `Resetuj 2FA: ${employee.name}` })
    .getByRole('button', { name: 'Resetuj 2FA' })
    .click();
  await expect(
    page.getByText('Uwierzytelnianie dwuskładnikowe użytkownika zostało zresetowane.'),
  ).toBeVisible();
  await expect(row.getByText('Uwierzytelnianie dwuskładnikowe wyłączone')).toBeAttached();

  await page.getByRole('tab', { name: 'Historia zmian' }).click();
  const table = page.getByTestId('history-table');
  await expect(table.getByRole('row').filter({ hasText: 'Reset 2FA' }).first()).toContainText(
    employee.username,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Włączenie 2FA' }).first()).toContainText(
    employee.name,
  );
});
