import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { cardMessages, orderCardToasts } from '@zaplecze/contract/orders/order-cards';
import { orderDetailMessages } from '@zaplecze/contract/orders/order-details';
import { auditLog } from '../../../../db/schema/index';
import { billingAddress, useOrderDetailsApi } from '../../__fixtures__/order-details-client';

describe('order details: address cards', () => {
  const { ctx, api } = useOrderDetailsApi();

  it('billing: required fields, NIP only for an invoice and checked, trimmed, blank keeps, receipt clears the NIP', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/billing`;
    const empty = await api.call('PATCH', url, {
      version: order.version,
      documentType: 'invoice',
      nip: '123',
      zipCode: '00001',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: genericMessages.validation,
      fields: {
        street: cardMessages.required,
        buildingNumber: cardMessages.required,
        city: cardMessages.required,
        zipCode: cardMessages.zipCode,
        nip: cardMessages.nip,
      },
    });
    const badChecksum = await api.call('PATCH', url, {
      version: order.version,
      ...billingAddress,
      documentType: 'invoice',
      nip: '5260250275',
    });
    expect(badChecksum.json().error.fields).toEqual({ nip: cardMessages.nip });

    const saved = await api.mutate('PATCH', url, {
      version: order.version,
      ...billingAddress,
      documentType: 'invoice',
      nip: ' 526-025-02-74 ',
    });
    expect(saved).toMatchObject({ changed: true, message: orderCardToasts.billing.saved });
    expect(saved.order).toMatchObject({
      version: order.version + 1,
      prepareInvoice: true,
      customerBillingAddress: {
        ...billingAddress,
        companyName: 'Sklep Zielony sp. z o.o.',
        country: 'PL',
        nip: '5260250274',
      },
      customerName: 'Anna Nowak',
    });

    const blank = await api.mutate('PATCH', url, {
      version: saved.order.version,
      street: '',
      city: '   ',
      nip: '',
      documentType: 'invoice',
    });
    expect(blank).toMatchObject({ changed: false, message: orderDetailMessages.noChanges });
    expect(blank.order.version).toBe(saved.order.version);

    const cleared = await api.mutate('PATCH', url, {
      version: saved.order.version,
      flatNumber: null,
      street: ' Nowy Świat ',
    });
    expect(cleared.order.customerBillingAddress).toMatchObject({
      flatNumber: null,
      street: 'Nowy Świat',
      nip: '5260250274',
    });

    const receipt = await api.mutate('PATCH', url, {
      version: cleared.order.version,
      documentType: 'receipt',
      nip: '5260250274',
    });
    expect(receipt.order).toMatchObject({ prepareInvoice: false, customerBillingAddress: { nip: null } });
    const invoiceWithoutNip = await api.call('PATCH', url, {
      version: receipt.order.version,
      documentType: 'invoice',
    });
    expect(invoiceWithoutNip.json().error.fields).toEqual({ nip: cardMessages.nip });

    const foreign = await api.mutate('PATCH', url, {
      version: receipt.order.version,
      documentType: 'invoice',
      country: 'de',
      zipCode: '10115',
      nip: 'de 123',
    });
    expect(foreign.order.customerBillingAddress).toMatchObject({
      country: 'DE',
      zipCode: '10115',
      nip: 'DE123',
    });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'edit')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry!.details).toMatchObject({
      card: 'billing',
      changes: {
        'billingAddress.country': { before: 'PL', after: 'DE' },
        'billingAddress.zipCode': { before: '00-001', after: '10115' },
        'billingAddress.nip': { before: null, after: 'DE123' },
        prepareInvoice: { before: false, after: true },
      },
    });
  });

  it('billing abroad: a tax number of 3+ letters, digits or hyphens', async () => {
    const order = await api.createOrder();
    const response = await api.call('PATCH', `/api/orders/${order.id}/billing`, {
      version: order.version,
      ...billingAddress,
      country: 'DE',
      documentType: 'invoice',
      nip: 'x',
    });
    expect(response.json().error.fields).toEqual({ nip: cardMessages.nip });
  });

  it('delivery address: country from the list, Polish postal codes checked, client name follows', async () => {
    const order = await api.createOrder({ email: 'kupiec@example.pl' });
    expect(order.customerName).toBe('kupiec');
    const url = `/api/orders/${order.id}/delivery-address`;
    const bad = await api.call('PATCH', url, { version: order.version, zipCode: '1234', country: 'XX' });
    expect(bad.json().error.fields).toEqual({ country: 'Wybierz kraj z listy' });
    const badZip = await api.call('PATCH', url, { version: order.version, zipCode: '1234' });
    expect(badZip.json().error.fields).toEqual({ zipCode: cardMessages.zipCode });
    const saved = await api.mutate('PATCH', url, {
      version: order.version,
      name: 'Jan',
      surname: 'Kowalski',
      city: 'Kraków',
      zipCode: '31-019',
      country: '',
    });
    expect(saved).toMatchObject({
      message: orderCardToasts.delivery.saved,
      order: { customerName: 'Jan Kowalski' },
    });
    expect(saved.order.deliveryAddress).toMatchObject({
      name: 'Jan',
      city: 'Kraków',
      zipCode: '31-019',
      country: 'PL',
    });
    const abroad = await api.mutate('PATCH', url, {
      version: saved.order.version,
      country: 'CZ',
      zipCode: '110 00',
    });
    expect(abroad.order.deliveryAddress).toMatchObject({ country: 'CZ', zipCode: '110 00', city: 'Kraków' });
  });

  it('pickup point: the point id and address, country required', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/pickup-point`;
    const saved = await api.mutate('PATCH', url, {
      version: order.version,
      name: 'Paczkomat KRA01M',
      externalId: 'KRA01M',
      street: 'Długa',
      buildingNumber: '7',
      zipCode: '31-147',
      city: 'Kraków',
    });
    expect(saved.message).toBe(orderCardToasts.pickup.saved);
    expect(saved.order.pickupAddress).toMatchObject({
      name: 'Paczkomat KRA01M',
      externalId: 'KRA01M',
      country: 'PL',
    });
    const noCountry = await api.call('PATCH', url, { version: saved.order.version, country: null });
    expect(noCountry.json().error.fields).toEqual({ country: cardMessages.required });
  });
});
