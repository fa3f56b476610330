import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountLicences } from '../../db/schema/index';
import { seedCompany } from '../../seed/company';
import { useTestApp } from '../../test/test-app';
import { signStripePayload, verifyStripeSignature } from './webhook';

const secret = 'whsec_test_secret_for_zaplecze';

function checkoutEvent(id: string, accountId: string, plan = 'professional') {
  return JSON.stringify({
    id,
    type: 'checkout.session.completed',
    data: {
      object: { id: `cs_${id}`, client_reference_id: accountId, payment_status: 'paid', metadata: { plan } },
    },
  });
}

describe('payment webhook', () => {
  const ctx = useTestApp({ stripeWebhookSecret: secret });
  let accountId: string;

  beforeAll(async () => {
    ({ accountId } = await seedCompany(ctx.database.db, {
      username: 'platnik',
      email: 'platnik@sklep.pl',
      password: 'Poprawne-Haslo-1',
      companyName: 'Płatnik',
      planId: 'free',
      licenceDays: 3,
    }));
  });

  const post = (body: string, signature?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });

  async function licence() {
    const [row] = await ctx.database.db
      .select()
      .from(accountLicences)
      .where(eq(accountLicences.accountId, accountId));
    return row!;
  }

  it('refuses a payload with a wrong, missing or stale signature and changes nothing', async () => {
    const body = checkoutEvent('evt_bad', accountId);
    const wrongSecret = await post(body, signStripePayload(body, 'whsec_other'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.code).toBe('BAD_REQUEST');
    const tampered = await post(body.replace('professional', 'basic'), signStripePayload(body, secret));
    expect(tampered.statusCode).toBe(400);
    expect((await post(body)).statusCode).toBe(400);
    const stale = await post(body, signStripePayload(body, secret, Math.floor(Date.now() / 1000) - 301));
    expect(stale.statusCode).toBe(400);
    expect((await licence()).planId).toBe('free');
  });

  it('activates the paid plan for a month on a correctly signed checkout, once per event', async () => {
    const body = checkoutEvent('evt_ok', accountId);
    const response = await post(body, signStripePayload(body, secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    const paid = await licence();
    expect(paid).toMatchObject({ planId: 'professional', status: 'active' });
    const days = (paid.validTo.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const again = await post(body, signStripePayload(body, secret));
    expect(again.json().outcome).toBe('duplicate');
    expect((await licence()).validTo).toEqual(paid.validTo);
  });

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_other', type: 'invoice.paid', data: { object: {} } });
    const response = await post(body, signStripePayload(body, secret));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('checks signatures in constant time against every v1 given', () => {
    const body = '{"a":1}';
    const now = 1_800_000_000;
    const good = signStripePayload(body, secret, now);
    expect(verifyStripeSignature(body, good, secret, now)).toBe(true);
    expect(verifyStripeSignature(body, `${good},v1=00ff`, secret, now)).toBe(true);
    expect(verifyStripeSignature(body, `t=${now},v1=zz`, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, good, secret, now + 301)).toBe(false);
  });
});

describe('payment webhook without a configured secret', () => {
  const ctx = useTestApp({ stripeWebhookSecret: undefined });

  it('answers 503', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
  });
});
