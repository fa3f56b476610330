import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dpdMessages } from '@zaplecze/contract/dpd/dpd';
import { auditLog, dpdConnections } from '../../db/schema/index';
import { decryptSecret } from '../../lib/secret-box';
import { createAccount, createUser } from '../../test/auth-helpers';
import { account, client, connectionBody, dpdKit } from './__fixtures__/dpd-kit';
import { dpdErrorTexts } from './client';

describe('DPD Polska: connection, shipments from an order, protocol', () => {
  const kit = dpdKit();
  const { ctx } = kit;

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
    const sent = kit.server.lastRequest.get('generatePackagesNumbersV4')!;
    expect(sent).toContain('<cod><amount>99.99</amount><currency>PLN</currency></cod>');
    expect(sent).toContain('<postalCode>31147</postalCode>');
    expect(kit.server.lastRequest.get('generateSpedLabelsV4')).toContain(
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
    kit.server.failNext.add('generateSpedLabelsV4');
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
});
