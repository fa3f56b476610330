import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { cardMessages, orderCardToasts } from '@zaplecze/contract/orders/order-cards';
import { orderDetailMessages } from '@zaplecze/contract/orders/order-details';
import { billingAddress, useOrderDetailsApi } from '../../__fixtures__/order-details-client';

describe('order details: contact, schedule and payment cards; conflicts', () => {
  const { api } = useOrderDetailsApi();

  it('contact: e-mail and phone checked, blank keeps, null clears', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/contact`;
    const bad = await api.call('PATCH', url, {
      version: order.version,
      email: 'nie-email',
      phoneNumber: '12ab',
    });
    expect(bad.json().error.fields).toEqual({ email: cardMessages.email, phoneNumber: cardMessages.phone });
    const saved = await api.mutate('PATCH', url, {
      version: order.version,
      email: ' anna@example.pl ',
      phoneNumber: '+48 600 100 200',
      companyName: 'Allegro',
    });
    expect(saved).toMatchObject({
      message: orderCardToasts.contact.saved,
      order: {
        email: 'anna@example.pl',
        phoneNumber: '+48 600 100 200',
        companyName: 'Allegro',
        customerName: 'anna',
      },
    });
    const blank = await api.mutate('PATCH', url, {
      version: saved.order.version,
      email: '',
      phoneNumber: ' ',
    });
    expect(blank.changed).toBe(false);
    const cleared = await api.mutate('PATCH', url, { version: saved.order.version, companyName: null });
    expect(cleared.order).toMatchObject({ companyName: null, email: 'anna@example.pl' });
  });

  it('schedule: dates stored as instants, blank keeps, null clears, the contact toast as the spec says', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/schedule`;
    const bad = await api.call('PATCH', url, { version: order.version, shipmentDateEnd: '31.12.2026' });
    expect(bad.json().error.fields).toEqual({ shipmentDateEnd: cardMessages.date });
    const saved = await api.mutate('PATCH', url, {
      version: order.version,
      shipmentDateEnd: '2026-12-01T10:00:00+01:00',
      deliveryDateEnd: '2026-12-03T18:30:00.000Z',
    });
    expect(saved).toMatchObject({
      message: 'Dane kontaktowe zapisane',
      order: { shipmentDateEnd: '2026-12-01T09:00:00.000Z', deliveryDateEnd: '2026-12-03T18:30:00.000Z' },
    });
    const same = await api.mutate('PATCH', url, {
      version: saved.order.version,
      shipmentDateEnd: '2026-12-01T09:00:00Z',
      deliveryDateEnd: '',
    });
    expect(same.changed).toBe(false);
    const cleared = await api.mutate('PATCH', url, { version: saved.order.version, deliveryDateEnd: null });
    expect(cleared.order).toMatchObject({
      shipmentDateEnd: '2026-12-01T09:00:00.000Z',
      deliveryDateEnd: null,
    });
  });

  it('payment card: the method is saved, the document type too, and a receipt clears the billing NIP', async () => {
    const order = await api.createOrder();
    const invoice = await api.mutate('PATCH', `/api/orders/${order.id}/billing`, {
      version: order.version,
      ...billingAddress,
      documentType: 'invoice',
      nip: '5260250274',
    });
    const url = `/api/orders/${order.id}/payment`;
    const bad = await api.call('PATCH', url, { version: invoice.order.version, paymentMethod: 'bitcoin' });
    expect(bad.json().error.fields).toEqual({ paymentMethod: cardMessages.paymentMethod });
    const saved = await api.mutate('PATCH', url, { version: invoice.order.version, paymentMethod: 'blik' });
    expect(saved).toMatchObject({
      message: orderCardToasts.payment.saved,
      order: { paymentMethod: 'blik', prepareInvoice: true },
    });
    const receipt = await api.mutate('PATCH', url, { version: saved.order.version, documentType: 'receipt' });
    expect(receipt.order).toMatchObject({
      paymentMethod: 'blik',
      prepareInvoice: false,
      customerBillingAddress: { nip: null, city: 'Warszawa' },
    });
    const cleared = await api.mutate('PATCH', url, { version: receipt.order.version, paymentMethod: null });
    expect(cleared.order.paymentMethod).toBeNull();
  });

  it('payment card: an invoice needs the billing NIP on the server too, whichever card asks', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/payment`;
    const refused = await api.call('PATCH', url, { version: order.version, documentType: 'invoice' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ documentType: cardMessages.invoiceNeedsNip });
    const invoice = await api.mutate('PATCH', `/api/orders/${order.id}/billing`, {
      version: order.version,
      ...billingAddress,
      documentType: 'invoice',
      nip: '5260250274',
    });
    const receipt = await api.mutate('PATCH', url, {
      version: invoice.order.version,
      documentType: 'receipt',
    });
    const again = await api.call('PATCH', url, { version: receipt.order.version, documentType: 'invoice' });
    expect(again.json().error.fields).toEqual({ documentType: cardMessages.invoiceNeedsNip });
    const stored = await api.call('GET', `/api/orders/${order.id}`);
    expect(stored.json()).toMatchObject({ prepareInvoice: false, version: receipt.order.version });
  });

  it('409 on a stale version across cards: the first save stays, the second changes nothing; no version, no save', async () => {
    const order = await api.createOrder();
    const first = await api.mutate('PATCH', `/api/orders/${order.id}/contact`, {
      version: order.version,
      email: 'pierwszy@example.pl',
    });
    const second = await api.call('PATCH', `/api/orders/${order.id}/delivery-address`, {
      version: order.version,
      city: 'Gdańsk',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'VERSION_CONFLICT',
      message: genericMessages.versionConflict,
    });
    const stored = await api.getOrder(order.id);
    expect(stored).toMatchObject({
      version: first.order.version,
      email: 'pierwszy@example.pl',
      deliveryAddress: { city: null },
    });

    const racing = await Promise.all([
      api.call('PATCH', `/api/orders/${order.id}/contact`, {
        version: stored.version,
        phoneNumber: '600100200',
      }),
      api.call('PATCH', `/api/orders/${order.id}/delivery-address`, {
        version: stored.version,
        city: 'Gdańsk',
      }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const after = await api.getOrder(order.id);
    const winner = racing.find((response) => response.statusCode === 200)!.json();
    expect(after).toEqual(winner.order);
    expect(after.version).toBe(stored.version + 1);

    const missing = await api.call('PATCH', `/api/orders/${order.id}/contact`, { email: 'x@example.pl' });
    expect(missing.json().error.fields).toEqual({ version: orderDetailMessages.versionMissing });
  });
});
