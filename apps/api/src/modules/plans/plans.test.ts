import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkFor, planLimitMessage, planMessages } from '@zaplecze/contract/plans/plans';
import { accountLicences, auditLog } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';
import { assertPlanLimit, extendTrial } from './service';

const password = 'Poprawne-Haslo-1';

describe('plans and licences', () => {
  const ctx = useTestApp({
    paymentLinks: {
      basic: 'https://buy.example.test/basic',
      extended: 'https://buy.example.test/extended',
      professional: 'https://buy.example.test/professional',
    },
  });
  let trialAccount: string;
  let basicAccount: string;

  beforeAll(async () => {
    ({ accountId: trialAccount } = await seedCompany(ctx.database.db, {
      username: 'proba',
      email: 'proba@sklep.pl',
      password,
      companyName: 'Próba',
      planId: 'free',
      licenceDays: 14,
    }));
    ({ accountId: basicAccount } = await seedCompany(ctx.database.db, {
      username: 'basic',
      email: 'basic@sklep.pl',
      password,
      companyName: 'Basic',
      planId: 'basic',
      licenceDays: 30,
    }));
  });

  async function tokenOf(username: string): Promise<string> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    return response.json().token;
  }

  it('lists the four plans of the offer with prices, limits and purchase links', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Profil 1 Basic',
      'Profil 2 Extended',
      'Profil 3 Professional',
      'Free',
    ]);
    expect(plans[0]).toMatchObject({
      id: 'basic',
      price: { amount: '49.00', currency: 'PLN' },
      period: 'month',
      paymentUrl: 'https://buy.example.test/basic',
      limits: {
        orders: 500,
        products: 500,
        imports: 1,
        urls: 1,
        updates: 120,
        manual: { count: 2, period: 'day' },
      },
      isPopular: false,
    });
    expect(plans[1]).toMatchObject({ price: { amount: '149.00' }, isPopular: true });
    expect(plans[2].limits.urls).toBeNull();
    expect(plans[3]).toMatchObject({ id: 'free', isFree: true, trialDays: 14, paymentUrl: null });
    expect(plans[3].limits.products).toBe(150000);
    expect(plans[0].features).toContain('Import 1 raz dziennie');
    expect(paymentLinkFor(plans[0].paymentUrl, basicAccount)).toBe(
      `https://buy.example.test/basic?client_reference_id=${basicAccount}`,
    );
  });

  it("tells the account's licence", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/licence',
      headers: { authorization: `Bearer ${await tokenOf('proba')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'free',
      planId: 'free',
      status: 'trial',
      daysLeft: 14,
      readOnly: false,
      isTrial: true,
      notice: null,
    });
  });

  it('refuses to pass a plan limit with a 402 naming it', async () => {
    await expect(assertPlanLimit(ctx.database.db, basicAccount, 'orders', 499)).resolves.toBeUndefined();
    await expect(assertPlanLimit(ctx.database.db, basicAccount, 'orders', 500)).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      status: 402,
      message: planLimitMessage('orders', 500, 'Profil 1 Basic'),
    });
    await expect(assertPlanLimit(ctx.database.db, basicAccount, 'products', 400, 101)).rejects.toMatchObject({
      message: expect.stringContaining('liczba produktów (500)'),
    });
    await expect(assertPlanLimit(ctx.database.db, basicAccount, 'staff', 0)).rejects.toMatchObject({
      status: 402,
    });
    // Unlimited on the trial: orders have no limit.
    await expect(
      assertPlanLimit(ctx.database.db, trialAccount, 'orders', 1_000_000),
    ).resolves.toBeUndefined();
  });

  it('turns an account with an expired trial read-only: reads work, writes get 402', async () => {
    const token = await tokenOf('proba');
    await ctx.database.db
      .update(accountLicences)
      .set({ validTo: new Date(Date.now() - 60_000) })
      .where(eq(accountLicences.accountId, trialAccount));
    const auth = { authorization: `Bearer ${token}` };

    const licence = await ctx.app.inject({ method: 'GET', url: '/api/account/licence', headers: auth });
    expect(licence.json()).toMatchObject({
      status: 'expired',
      readOnly: true,
      notice: planMessages.trialExpired,
    });
    const company = await ctx.app.inject({ method: 'GET', url: '/api/settings/company', headers: auth });
    expect(company.statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/profile',
      headers: auth,
      payload: { displayName: 'Nowa', email: 'proba@sklep.pl', version: 1 },
    });
    expect(write.statusCode).toBe(402);
    expect(write.json().error).toEqual({ code: 'PAYMENT_REQUIRED', message: planMessages.trialExpired });
    expect(write.json().error.message.startsWith('Okres próbny wygasł')).toBe(true);
    await expect(assertPlanLimit(ctx.database.db, trialAccount, 'orders', 0)).rejects.toMatchObject({
      status: 402,
    });
  });

  it('lets support extend a trial, from today when it already ran out, and audits it', async () => {
    const licence = await extendTrial(ctx.database.db, trialAccount, 7);
    expect(licence).toMatchObject({ status: 'trial', readOnly: false, daysLeft: 7 });
    const longer = await extendTrial(ctx.database.db, trialAccount, 3);
    expect(longer.daysLeft).toBe(10);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.accountId, trialAccount));
    expect(audit.filter((entry) => entry.targetType === 'licence')).toHaveLength(2);
    await expect(extendTrial(ctx.database.db, basicAccount, 7)).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
