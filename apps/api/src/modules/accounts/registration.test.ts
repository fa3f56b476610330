import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, registrationFormField } from '@zaplecze/contract/accounts/accounts';
import { authMessages } from '@zaplecze/contract/auth/auth';
import {
  accountInvoiceData,
  accountLicences,
  accounts,
  auditLog,
  mailOutbox,
  userTokens,
  users,
} from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { activationLinkIn, registrationPayload } from './__fixtures__/registration';

describe('company registration', () => {
  const ctx = useTestApp({ publicUrl: 'https://app.zaplecze.test' });
  const register = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/Accounts', payload: payload as object });

  it('creates the account, its invoice data, an inactive user, a 14-day trial and the activation mail', async () => {
    const response = await register(registrationPayload());
    expect(response.statusCode).toBe(201);
    const { userId, email } = response.json();
    expect(email).toBe('wlasciciel@nowafirma.pl');

    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ username: 'nowa.firma', isActive: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, user!.accountId));
    expect(account).toMatchObject({ name: 'Nowa Firma Sp. z o.o.', status: 'pending' });
    const [invoice] = await ctx.database.db
      .select()
      .from(accountInvoiceData)
      .where(eq(accountInvoiceData.accountId, user!.accountId));
    expect(invoice).toMatchObject({
      vatId: '5260001246',
      zipCode: '80-001',
      country: 'PL',
      phonePrefix: '+48',
    });

    const [licence] = await ctx.database.db
      .select()
      .from(accountLicences)
      .where(eq(accountLicences.accountId, user!.accountId));
    expect(licence).toMatchObject({ planId: 'free', status: 'trial' });
    const days = (licence!.validTo.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.subject).toBe('Aktywuj konto w Zapleczu');
    expect(mail!.text).toContain(`https://app.zaplecze.test/auth/confirm-registration/${userId}/`);
    const link = activationLinkIn(mail!.text);
    expect(link.userId).toBe(userId);
    expect(ctx.sentJobs).toContainEqual({ name: 'mail.send', data: { mailId: mail!.id } });

    // Only the hash of the token is stored.
    const tokens = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, userId));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(link.token);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountId, user!.accountId));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it('names every invalid field with its Polish message', async () => {
    const response = await register(
      registrationPayload({
        password: 'tylkomale123',
        nip: '123-456-78-90',
        zipCode: '80001',
        phoneNumber: '12345',
        companyName: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      'identity.password': authMessages.passwordUppercase,
      'invoiceData.vatId': accountMessages.nipChecksum,
      'invoiceData.zipCode': accountMessages.zipCodeFormat,
      'invoiceData.phoneNumber': accountMessages.phoneFormat,
      'invoiceData.companyName': accountMessages.companyNameRequired,
    });
    const formFields = Object.keys(response.json().error.fields).map(registrationFormField);
    expect(formFields.sort()).toEqual(['companyName', 'nip', 'password', 'phoneNumber', 'zipCode']);
  });

  it('requires the terms to be accepted', async () => {
    const response = await register({ ...registrationPayload(), termsAccepted: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ termsAccepted: 'Proszę zaakceptować warunki' });
  });

  it('answers 409 naming the username or e-mail already taken, whatever their case', async () => {
    await register(registrationPayload({ username: 'zajety', email: 'zajety@firma.pl' }));

    const sameName = await register(registrationPayload({ username: 'ZAJETY', email: 'inny@firma.pl' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { username: accountMessages.usernameTaken },
    });

    const sameEmail = await register(
      registrationPayload({ username: 'ktos-inny', email: 'Zajety@Firma.pl' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields).toEqual({ email: accountMessages.emailTaken });
  });
});
