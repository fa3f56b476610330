import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seedActivatedCompany, type SeedOptions } from '../support/seed';
import { signInAs } from '../support/session';

export interface TestCompany {
  username: string;
  email: string;
  password: string;
}

/** A short random tag of letters and digits, for names a journey (and its retry) must not share. */
export function uniqueTag(): string {
  return `q${Math.random().toString(36).slice(2, 9)}`;
}

/** A company with a unique username and e-mail for this run. */
export function uniqueCompany(prefix: string): TestCompany {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `${prefix}${stamp}`,
    email: `${prefix}${stamp}@example.com`,
    password: 'Mocne!Haslo2026',
  };
}

export const activationLink = /https?:\/\/[^\s"'<>]+\/auth\/confirm-registration\/[^\s"'<>/]+\/[^\s"'<>]+/;
export const resetLink = /https?:\/\/[^\s"'<>]+\/auth\/confirm-reset-password\?token=[^\s"'<>&]+/;

/** Registers a company through the API (not yet activated). */
export async function registerCompany(request: APIRequestContext, company: TestCompany) {
  const response = await request.post('/api/Accounts', {
    data: {
      name: company.username,
      identity: { email: company.email, password: company.password, role: 'admin' },
      isLicenceAdmin: false,
      operationalStatus: 0,
      type: 1,
      invoiceData: {
        companyName: `Firma ${company.username}`,
        vatId: '5260250274',
        street: 'Prosta',
        buildingNumber: '1',
        flatNumber: '',
        zipCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
        region: '',
        email: company.email,
        prefix: '+48',
        phoneNumber: '500600700',
        isVatIdEditable: true,
      },
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * An activated company (active administrator, free trial) for journeys that start signed out with
 * an account: seeded straight into the e2e database through the API's own seeding code, so no page,
 * no mail and no wait. registration.spec.ts goes through the form, the mail and the link itself.
 * `request` and `page` stay in the signature for the callers; nothing is loaded in the page.
 */
export async function createActivatedCompany(
  _request: APIRequestContext,
  _page: Page,
  company: TestCompany,
  options: SeedOptions = {},
) {
  await seedActivatedCompany(company, options);
}

export async function logIn(page: Page, entry: string, password: string) {
  await page.getByLabel('Nazwa użytkownika lub e-mail').fill(entry);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * A new activated company whose administrator is signed in in `page`'s browser context: the
 * journey works only in data it creates, so it runs in any order and its retry starts clean.
 */
export async function signedInFreshCompany(
  page: Page,
  prefix: string,
  options: SeedOptions = {},
): Promise<TestCompany> {
  const company = uniqueCompany(prefix);
  await createActivatedCompany(page.request, page, company, options);
  await signInAs(page, company);
  return company;
}
