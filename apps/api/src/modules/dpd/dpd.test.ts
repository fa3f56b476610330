import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dpdMessages } from '@zaplecze/contract/dpd/dpd';
import { dpdBulkMessages } from '@zaplecze/contract/dpd/dpd-bulk';
import type { AppConfig } from '../../config';
import { auditLog, dpdConnections } from '../../db/schema/index';
import { decryptSecret } from '../../lib/secret-box';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp, type TestContext } from '../../test/test-app';
import { startDpdContractServer, type DpdContractServer } from './__fixtures__/contract-server';
import { dpdErrorTexts } from './client';
import { runBulkShipments } from './bulk-job';

const account = { login: '1495501', password: 'haslo-Testowe-9876', masterFid: 1495 };

/** One signed-in user's calls, with a new order in the status 'new'. */
function client(ctx: TestContext, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });
  return {
    call,
    async createOrder(body: Partial<CreateOrderBody>): Promise<Order> {
      const statuses = (await call('GET', '/api/order-statuses')).json().data as {
        id: string;
        code: string;
      }[];
      const statusId = statuses.find((status) => status.code === 'new')!.id;
      const response = await call('POST', '/api/orders', { orderCountry: 'PL', ...body, statusId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async getOrder(id: string): Promise<Order> {
      return (await call('GET', `/api/orders/${id}`)).json();
    },
  };
}

const connectionBody = {
  login: account.login,
  password: account.password,
  fid: 1495,
  masterFid: '',
  environment: 'test',
  senderName: 'Magazyn Zaplecze',
  senderCompany: 'Sklep Testowy sp. z o.o.',
  senderAddress: 'Mineralna 15',
  senderCity: 'Warszawa',
  senderPostalCode: '02274',
  senderPhone: '22 123 45 67',
  senderEmail: 'magazyn@example.com',
};

describe('DPD Polska: connection, shipments from an order, protocol', () => {
  let server: DpdContractServer;
  const overrides: Partial<AppConfig> = {};
  // Registered before the app's hook, so the app is built with the contract server's URL.
  beforeAll(async () => {
    server = await startDpdContractServer(account);
    overrides.dpdBaseUrl = server.url;
  });
  afterAll(() => server.close());
  const ctx = useTestApp(overrides);

  it('connects (admin only), never answers the password, checks and reports wrong credentials', async () => {
    const admin = await createAccount(ctx);
    const call = (
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
      headers = admin.headers,
    ) => ctx.app.inject({ method, url, payload, headers });

    expect((await call('GET', '/api/integrations/dpd')).json()).toEqual({ connection: null });
    const invalid = await call('PUT', '/api/integrations/dpd', {
      ...connectionBody,
      password: '',
      senderPostalCode: '2274',
      fid: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({
      senderPostalCode: dpdMessages.postalCodeInvalid,
      fid: dpdMessages.fidInvalid,
    });
    const noPassword = await call('PUT', '/api/integrations/dpd', { ...connectionBody, password: '' });
    expect(noPassword.json().error.fields).toEqual({ password: dpdMessages.passwordRequired });

    const saved = await call('PUT', '/api/integrations/dpd', connectionBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(account.password);
    expect(saved.json().connection).toMatchObject({
      passwordHint: '••••9876',
      masterFid: 1495,
      senderPostalCode: '02-274',
    });
    const [row] = await ctx.database.db
      .select()
      .from(dpdConnections)
      .where(eq(dpdConnections.accountId, admin.accountId));
    expect(row!.passwordCipher).not.toContain(account.password);
    expect(decryptSecret(ctx.config.secretsKey, row!.passwordCipher)).toBe(account.password);

    const worker = await createUser(ctx, admin.accountId, { permissions: ['oms.read', 'oms.edit'] });
    expect((await call('GET', '/api/integrations/dpd', undefined, worker.headers)).statusCode).toBe(403);
    expect((await call('PUT', '/api/integrations/dpd', connectionBody, worker.headers)).statusCode).toBe(403);

    const check = await call('POST', '/api/integrations/dpd/check');
    expect(check.json()).toMatchObject({
      ok: true,
      message: dpdMessages.checkOk,
      connection: { lastCheckOk: true },
    });

    // A new password that DPD refuses: saved (empty keeps it next time), the check says why.
    await call('PUT', '/api/integrations/dpd', { ...connectionBody, password: 'zle-haslo' });
    const failed = await call('POST', '/api/integrations/dpd/check');
    expect(failed.json()).toMatchObject({ ok: false, message: dpdErrorTexts.auth });
    const kept = await call('PUT', '/api/integrations/dpd', { ...connectionBody, password: '' });
    expect(kept.json().connection.passwordHint).toBe('••••aslo');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountId, admin.accountId));
    expect(
      audit
        .filter((entry) => entry.targetType === 'dpd_connection')
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['create', 'edit', 'edit']);
    expect(JSON.stringify(audit)).not.toContain('zle-haslo');
  });

  it('creates a shipment from an order: tracking on the order, label in the library and documents, COD of what is left', async () => {
    const admin = await createAccount(ctx);
    const api = client(ctx, admin);
    const notConnected = await api.call(
      'POST',
      `/api/orders/00000000-0000-4000-8000-000000000000/dpd-packages`,
      {
        version: 1,
        parcels: [{ weightKg: 1 }],
      },
    );
    expect(notConnected.json().error.message).toBe(dpdMessages.notConnected);
    expect((await api.call('PUT', '/api/integrations/dpd', connectionBody)).statusCode).toBe(200);

    const order = await api.createOrder({
      phoneNumber: '600 100 200',
      email: 'jan@example.com',
      deliveryAddress: {
        name: 'Jan',
        surname: 'Kowalski',
        street: 'Długa',
        buildingNumber: '1',
        flatNumber: '2',
        zipCode: '31-147',
        city: 'Kraków',
      },
      products: [{ name: 'Książka', quantity: 2, grossPrice: '60.00', tax: 23 }],
      payments: [{ amount: '20.01' }],
    });
    const url = `/api/orders/${order.id}/dpd-packages`;
    const badParcels = await api.call('POST', url, { version: order.version, parcels: [{ weightKg: 40 }] });
    expect(badParcels.statusCode).toBe(400);
    expect(JSON.stringify(badParcels.json().error.fields)).toContain(dpdMessages.weightInvalid);
    const stale = await api.call('POST', url, { version: order.version - 1, parcels: [{ weightKg: 1 }] });
    expect(stale.statusCode).toBe(409);

    const created = await api.call('POST', url, {
      version: order.version,
      parcels: [
        { weightKg: 1.2, sizeXCm: 30, sizeYCm: 20, sizeZCm: 10, content: 'Książki' },
        { weightKg: 0.5 },
      ],
      cod: true,
      rod: true,
      labelFormat: 'LBL_PRINTER',
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    const waybill = body.package.waybills[0];
    expect(body.package.waybills).toHaveLength(2);
    expect(body.message).toBe(dpdMessages.created(waybill));
    expect(body.package.codAmount).toBe('99.99');
    expect(body.order.version).toBe(order.version + 1);
    expect(body.order.shipments).toEqual([
      expect.objectContaining({
        courier: 'dpd',
        trackingNumber: waybill,
        weightGrams: 1700,
        packageSize: '30×20×10 cm',
      }),
    ]);
    expect(body.order.fileDocumentIds).toEqual([body.package.labelFileId]);
    const sent = server.lastRequest.get('generatePackagesNumbersV4')!;
    expect(sent).toContain('<cod><amount>99.99</amount><currency>PLN</currency></cod>');
    expect(sent).toContain('<postalCode>31147</postalCode>');
    expect(server.lastRequest.get('generateSpedLabelsV4')).toContain(
      '<outputDocPageFormatV1>LBL_PRINTER</outputDocPageFormatV1>',
    );

    const label = await api.call('GET', `/api/files/${body.package.labelFileId}/content`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.rawPayload.toString('latin1')).toContain(waybill);
    const folders = (await api.call('GET', '/api/files/folders')).json();
    expect(JSON.stringify(folders)).toContain(dpdMessages.labelFolder);

    const listed = (await api.call('GET', url)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      shipmentId: body.order.shipments[0].id,
      labelFileId: body.package.labelFileId,
    });

    const protocol = await api.call('POST', '/api/dpd/protocols', { packageIds: [body.package.id] });
    expect(protocol.statusCode, protocol.body).toBe(200);
    const protocolFile = await api.call('GET', `/api/files/${protocol.json().fileId}/content`);
    expect(protocolFile.rawPayload.toString('latin1')).toContain('Protokol przekazania');
    expect((await api.call('GET', url)).json().data[0].protocolFileId).toBe(protocol.json().fileId);

    // Another account sees none of it.
    const other = client(ctx, await createAccount(ctx));
    expect((await other.call('GET', url)).statusCode).toBe(404);
    expect(
      (await other.call('POST', '/api/dpd/protocols', { packageIds: [body.package.id] })).statusCode,
    ).toBe(400);
  });

  it('answers DPD refusals in Polish: an invalid postal code, a missing address, COD with nothing to pay', async () => {
    const admin = await createAccount(ctx);
    const api = client(ctx, admin);
    await api.call('PUT', '/api/integrations/dpd', connectionBody);
    const order = await api.createOrder({
      phoneNumber: '600100200',
      deliveryAddress: {
        name: 'Ewa',
        street: 'Polna',
        buildingNumber: '3',
        zipCode: '00-000',
        city: 'Nigdzie',
      },
    });
    const url = `/api/orders/${order.id}/dpd-packages`;
    const postal = await api.call('POST', url, { version: order.version, parcels: [{ weightKg: 1 }] });
    expect(postal.statusCode).toBe(400);
    expect(postal.json().error.fields).toEqual({ 'receiver.postalCode': dpdErrorTexts.postalCode });
    expect(postal.json().error.message).toContain('DPD nie przyjął przesyłki');
    const cod = await api.call('POST', url, {
      version: order.version,
      parcels: [{ weightKg: 1 }],
      cod: true,
    });
    expect(cod.json().error.fields).toEqual({ cod: dpdMessages.codInvalid });
    const bare = await api.createOrder({});
    const noAddress = await api.call('POST', `/api/orders/${bare.id}/dpd-packages`, {
      version: bare.version,
      parcels: [{ weightKg: 1 }],
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.message).toBe(dpdMessages.noAddress);
    expect((await api.getOrder(order.id)).shipments).toEqual([]);

    // DPD registers the package but fails its label: the shipment is kept, the label fetched again later.
    const good = await api.createOrder({
      phoneNumber: '600100200',
      deliveryAddress: {
        name: 'Ewa',
        street: 'Polna',
        buildingNumber: '3',
        zipCode: '00-950',
        city: 'Warszawa',
      },
    });
    server.failNext.add('generateSpedLabelsV4');
    const unlabelled = await api.call('POST', `/api/orders/${good.id}/dpd-packages`, {
      version: good.version,
      parcels: [{ weightKg: 2 }],
    });
    expect(unlabelled.statusCode, unlabelled.body).toBe(200);
    const { package: pkg, order: saved, message } = unlabelled.json();
    expect(message).toBe(
      dpdMessages.createdWithoutLabel(
        pkg.waybills[0],
        dpdErrorTexts.document('Chwilowy błąd generowania etykiet'),
      ),
    );
    expect(pkg.labelFileId).toBeNull();
    expect(saved.shipments[0].trackingNumber).toBe(pkg.waybills[0]);
    expect(saved.fileDocumentIds).toEqual([]);
    const retried = await api.call('POST', `/api/dpd/packages/${pkg.id}/label`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(dpdMessages.labelReady);
    const labelled = (await api.call('GET', `/api/orders/${good.id}/dpd-packages`)).json().data[0];
    expect(labelled.labelFileId).toBe(retried.json().fileId);
    expect(
      (await api.call('GET', `/api/files/${labelled.labelFileId}/content`)).rawPayload.toString('latin1'),
    ).toContain(pkg.waybills[0]);
  });

  it("bulk: one run for selected orders, a result per order, all labels in one PDF, only the account's orders", async () => {
    const admin = await createAccount(ctx);
    const api = client(ctx, admin);
    await api.call('PUT', '/api/integrations/dpd', connectionBody);
    const address = { name: 'Jan', street: 'Długa', buildingNumber: '1', zipCode: '31-147', city: 'Kraków' };
    const paidOnDelivery = await api.createOrder({
      phoneNumber: '600100200',
      cashOnDelivery: true,
      deliveryAddress: address,
      products: [{ name: 'Kubek', quantity: 1, grossPrice: '30.00', tax: 23 }],
    });
    const prepaid = await api.createOrder({
      phoneNumber: '600100201',
      deliveryAddress: address,
      products: [{ name: 'Kubek', quantity: 1, grossPrice: '30.00', tax: 23 }],
    });
    const noZip = await api.createOrder({
      phoneNumber: '600100202',
      deliveryAddress: { ...address, zipCode: '' },
    });
    const strangerApi = client(ctx, await createAccount(ctx));
    const stranger = await strangerApi.createOrder({
      phoneNumber: '600100203',
      deliveryAddress: address,
    });
    const worker = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    const body = {
      orderIds: [paidOnDelivery.id, noZip.id, prepaid.id, stranger.id],
      parcel: { weightKg: 1.5, sizeXCm: 20, sizeYCm: 20, sizeZCm: 10 },
    };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/dpd/bulk-shipments',
          payload: body,
          headers: worker.headers,
        })
      ).statusCode,
    ).toBe(403);
    const started = await api.call('POST', '/api/dpd/bulk-shipments', body);
    expect(started.statusCode, started.body).toBe(202);
    const { runId } = started.json();
    expect(ctx.sentJobs.at(-1)).toEqual({ name: 'dpd.bulk-shipments', data: { runId } });
    expect((await api.call('GET', `/api/dpd/bulk-shipments/${runId}`)).json()).toMatchObject({
      state: 'queued',
      total: 4,
      processed: 0,
    });

    const settings = {
      secretsKey: ctx.config.secretsKey,
      baseUrl: server.url,
      storage: ctx.app.deps.storage,
    };
    await runBulkShipments(ctx.database.db, settings, runId);
    const run = (await api.call('GET', `/api/dpd/bulk-shipments/${runId}`)).json();
    expect(run).toMatchObject({ state: 'completed', total: 4, processed: 4, created: 2 });
    expect(run.message).toBe(dpdBulkMessages.done(2, 4));
    const [first, missing, second, foreign] = run.results;
    expect(missing).toEqual({
      orderId: noZip.id,
      orderNo: noZip.no,
      waybill: null,
      packageId: null,
      error: dpdBulkMessages.orderFailed(noZip.no, dpdMessages.addressMissing('kodu pocztowego')),
    });
    expect(foreign).toMatchObject({ orderNo: null, waybill: null, error: dpdBulkMessages.orderNotFound });
    // Each created order carries its shipment as the single path makes it; COD only where paid on delivery.
    for (const [order, result, cod] of [
      [paidOnDelivery, first, '30.00'],
      [prepaid, second, null],
    ] as const) {
      expect(result.waybill).toMatch(/^\d+U$/);
      const saved = await api.getOrder(order.id);
      expect(saved.shipments).toEqual([
        expect.objectContaining({
          courier: 'dpd',
          trackingNumber: result.waybill,
          packageSize: '20×20×10 cm',
        }),
      ]);
      const [pkg] = (await api.call('GET', `/api/orders/${order.id}/dpd-packages`)).json().data;
      expect(pkg).toMatchObject({ id: result.packageId, codAmount: cod });
      expect(saved.fileDocumentIds).toEqual([pkg.labelFileId]);
    }
    const labels = await api.call('GET', `/api/files/${run.labelFileId}/content`);
    const pdf = labels.rawPayload.toString('latin1');
    expect(pdf).toContain(first.waybill);
    expect(pdf).toContain(second.waybill);
    expect(pdf).toContain('Format: A4');
    expect((await api.getOrder(noZip.id)).shipments).toEqual([]);

    // The other account: neither its order got a shipment nor can it read the run.
    const other = client(ctx, await createAccount(ctx));
    expect((await other.call('GET', `/api/dpd/bulk-shipments/${runId}`)).statusCode).toBe(404);
    expect((await strangerApi.getOrder(stranger.id)).shipments).toEqual([]);

    // Started again: nothing is sent twice.
    const again = (
      await api.call('POST', '/api/dpd/bulk-shipments', { ...body, orderIds: [prepaid.id] })
    ).json();
    await runBulkShipments(ctx.database.db, settings, again.runId);
    const repeated = (await api.call('GET', `/api/dpd/bulk-shipments/${again.runId}`)).json();
    expect(repeated.results[0].error).toBe(
      dpdBulkMessages.orderFailed(prepaid.no, dpdBulkMessages.alreadyShipped(second.waybill)),
    );
    expect(repeated.labelFileId).toBeNull();
  });
});
