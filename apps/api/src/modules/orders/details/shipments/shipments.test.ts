import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { returnMessages } from '@zaplecze/contract/orders/order-returns';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import { createAccount, createUser } from '../../../../test/auth-helpers';
import { detailsClient, useOrderDetailsApi } from '../../__fixtures__/order-details-client';

describe('order details: shipments', () => {
  const { ctx, admin, api } = useOrderDetailsApi();

  it('adds, edits and deletes a shipment with a carrier tracking link; each change moves the version', async () => {
    const order = await api.createOrder();
    const base = `/api/orders/${order.id}/shipments`;
    const added = await api.mutate('POST', base, {
      version: order.version,
      courier: 'inpost',
      trackingNumber: ' 6200 1234 5678 ',
      status: 'sent',
      sentAt: '2026-03-02T10:00:00+01:00',
      packageSize: 'B',
      weightGrams: 1250,
    });
    expect(added.message).toBe(returnMessages.shipmentAdded);
    expect(added.order.version).toBe(order.version + 1);
    const [shipment] = added.order.shipments;
    expect(shipment).toMatchObject({
      courier: 'inpost',
      trackingNumber: '6200 1234 5678',
      trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=620012345678',
      status: 'sent',
      sentAt: '2026-03-02T09:00:00.000Z',
      deliveredAt: null,
      packageSize: 'B',
      weightGrams: 1250,
    });

    const edited = await api.mutate('PUT', `${base}/${shipment!.id}`, {
      version: added.order.version,
      courier: 'poczta-polska',
      trackingNumber: 'PX123',
      status: 'delivered',
      sentAt: '2026-03-02T09:00:00Z',
      deliveredAt: '2026-03-04T12:00:00Z',
    });
    expect(edited.message).toBe(returnMessages.shipmentSaved);
    expect(edited.order.shipments[0]).toMatchObject({
      status: 'delivered',
      trackingUrl: 'https://emonitoring.poczta-polska.pl/?numer=PX123',
      packageSize: null,
    });

    const same = await api.mutate('PUT', `${base}/${shipment!.id}`, {
      version: edited.order.version,
      courier: 'poczta-polska',
      trackingNumber: 'PX123',
      status: 'delivered',
      sentAt: '2026-03-02T09:00:00Z',
      deliveredAt: '2026-03-04T12:00:00Z',
    });
    expect(same.changed).toBe(false);
    expect(same.order.version).toBe(edited.order.version);

    const stale = await api.call('DELETE', `${base}/${shipment!.id}?version=${added.order.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);

    const deleted = await api.mutate('DELETE', `${base}/${shipment!.id}?version=${edited.order.version}`);
    expect(deleted.message).toBe(returnMessages.shipmentDeleted);
    expect(deleted.order.shipments).toEqual([]);
    const gone = await api.call('DELETE', `${base}/${shipment!.id}?version=${deleted.order.version}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(returnMessages.shipmentNotFound);
  });

  it('refuses an unknown carrier, a negative weight and a delivery before sending, in Polish', async () => {
    const order = await api.createOrder();
    const base = `/api/orders/${order.id}/shipments`;
    const carrier = await api.call('POST', base, { version: order.version, courier: 'pigeon' });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json().error.fields.courier).toBe('Wybierz przewoźnika z listy');
    const weight = await api.call('POST', base, { version: order.version, weightGrams: -1 });
    expect(weight.json().error.fields.weightGrams).toBe('Waga nie może być ujemna');
    const dates = await api.call('POST', base, {
      version: order.version,
      sentAt: '2026-03-05T00:00:00Z',
      deliveredAt: '2026-03-04T00:00:00Z',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.fields.deliveredAt).toBe(returnMessages.deliveredBeforeSent);
    expect((await api.getOrder(order.id)).version).toBe(order.version);
  });

  it('is tenant-scoped and needs oms.edit; the audit keeps each change', async () => {
    const order = await api.createOrder();
    const added = await api.mutate('POST', `/api/orders/${order.id}/shipments`, {
      version: order.version,
      courier: 'dpd',
      trackingNumber: 'DPD1',
    });
    const url = `/api/orders/${order.id}/shipments/${added.order.shipments[0]!.id}`;
    const stranger = detailsClient(ctx, await createAccount(ctx));
    expect((await stranger.call('PUT', url, { version: added.order.version })).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `${url}?version=${added.order.version}`)).statusCode).toBe(404);
    const reader = detailsClient(ctx, await createUser(ctx, admin.accountId, { permissions: ['oms.read'] }));
    const refused = await reader.call('POST', `/api/orders/${order.id}/shipments`, {
      version: added.order.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(missingPermissionMessage('oms.edit'));
    expect((await api.getOrder(order.id)).shipments).toHaveLength(1);

    const log = await api.call('GET', `/api/orders/${order.id}/sync-log`);
    expect(log.json().data[0].text).toContain('Dodano przesyłkę DPD1');
    expect(log.json().data[0].text).toContain('Przewoźnik: — → DPD');
  });
});
