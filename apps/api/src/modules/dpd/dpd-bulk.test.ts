import { describe, expect, it } from 'vitest';
import { dpdMessages } from '@zaplecze/contract/dpd/dpd';
import { dpdBulkMessages } from '@zaplecze/contract/dpd/dpd-bulk';
import { createAccount, createUser } from '../../test/auth-helpers';
import { client, connectionBody, dpdKit } from './__fixtures__/dpd-kit';
import { runBulkShipments } from './bulk-job';

describe('DPD Polska: bulk shipments', () => {
  const kit = dpdKit();
  const { ctx } = kit;

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
      baseUrl: kit.server.url,
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
