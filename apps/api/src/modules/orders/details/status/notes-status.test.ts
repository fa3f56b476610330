import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPartMessages } from '@zaplecze/contract/orders/order-detail-parts';
import { orderDetailMessages } from '@zaplecze/contract/orders/order-details';
import { paymentBalance, remainingAmount } from '@zaplecze/contract/orders/order-money';
import { orderMessages } from '@zaplecze/contract/orders/orders';
import { auditLog } from '../../../../db/schema/index';
import { useOrderDetailsApi } from '../../__fixtures__/order-details-client';

describe('order details: notes, payments, status, delete', () => {
  const { ctx, admin, api } = useOrderDetailsApi();

  const auditOf = (orderId: string) =>
    ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderId)).orderBy(auditLog.createdAt);

  it('adds, edits and deletes notes of at most 400 characters, with a colour', async () => {
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/notes`;
    const tooLong = await api.call('POST', url, {
      version: order.version,
      value: 'x'.repeat(401),
      color: '#12',
    });
    expect(tooLong.json().error.fields).toEqual({
      value: orderPartMessages.noteTooLong,
      color: 'Podaj kolor w formacie #RRGGBB',
    });
    const blank = await api.call('POST', url, { version: order.version, value: '   ' });
    expect(blank.json().error.fields).toEqual({ value: orderPartMessages.noteRequired });

    const added = await api.mutate('POST', url, {
      version: order.version,
      value: ` ${'x'.repeat(400)} `,
      color: '#ffcc00',
    });
    expect(added).toMatchObject({ changed: true, message: orderPartMessages.noteAdded });
    expect(added.order.notes).toHaveLength(1);
    expect(added.order.notes[0]).toMatchObject({
      value: 'x'.repeat(400),
      color: '#FFCC00',
      createdBy: admin.userId,
    });
    const second = await api.mutate('POST', url, {
      version: added.order.version,
      value: 'Klient prosi o fakturę',
    });
    expect(second.order.notes.map((note) => [note.value.slice(0, 6), note.color])).toEqual([
      ['Klient', null],
      ['xxxxxx', '#FFCC00'],
    ]);

    const noteId = second.order.notes[0]!.id;
    const edited = await api.mutate('PUT', `${url}/${noteId}`, {
      version: second.order.version,
      value: 'Faktura wysłana',
      color: '#33FF57',
    });
    expect(edited.order.notes[0]).toMatchObject({ id: noteId, value: 'Faktura wysłana', color: '#33FF57' });
    const same = await api.mutate('PUT', `${url}/${noteId}`, {
      version: edited.order.version,
      value: 'Faktura wysłana ',
      color: '#33ff57',
    });
    expect(same).toMatchObject({ changed: false, message: orderDetailMessages.noChanges });

    const stale = await api.call('DELETE', `${url}/${noteId}?version=${second.order.version}`);
    expect(stale.statusCode).toBe(409);
    const removed = await api.mutate('DELETE', `${url}/${noteId}?version=${edited.order.version}`);
    expect(removed).toMatchObject({ message: orderPartMessages.noteDeleted });
    expect(removed.order.notes.map((note) => note.id)).not.toContain(noteId);
    const gone = await api.call('DELETE', `${url}/${noteId}?version=${removed.order.version}`);
    expect(gone.statusCode).toBe(404);

    const notes = (await auditOf(order.id)).map((entry) => entry.details.note).filter(Boolean);
    expect(notes).toEqual(['Dodano notatkę', 'Dodano notatkę', 'Zmieniono notatkę', 'Usunięto notatkę']);
  });

  it('records manual payments that add to the amount already paid; the remaining amount follows', async () => {
    const order = await api.createOrder({
      products: [{ name: 'Rower', quantity: 1, grossPrice: '1999.99', tax: 23 }],
    });
    const url = `/api/orders/${order.id}/payments`;
    const zero = await api.call('POST', url, { version: order.version, amount: '0.00' });
    expect(zero.json().error.fields).toEqual({ amount: orderPartMessages.amountPositive });

    const first = await api.mutate('POST', url, {
      version: order.version,
      amount: '500.5',
      method: 'blik',
      reference: ' Zaliczka ',
      paidAt: '2026-11-20T12:00:00+01:00',
    });
    expect(first).toMatchObject({ message: orderPartMessages.paymentRecorded });
    expect(first.order).toMatchObject({
      alreadyPaidPrice: { amount: '500.50', currency: 'PLN' },
      alreadyPaidPriceDate: '2026-11-20T11:00:00.000Z',
      payments: [
        {
          amount: { amount: '500.50' },
          method: 'blik',
          reference: 'Zaliczka',
          paidAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    });
    const earlier = await api.mutate('POST', url, {
      version: first.order.version,
      amount: '1499.49',
      method: 'transfer',
      paidAt: '2026-11-01T08:00:00Z',
    });
    expect(earlier.order.alreadyPaidPrice.amount).toBe('1999.99');
    expect(earlier.order.alreadyPaidPriceDate).toBe('2026-11-20T11:00:00.000Z');
    expect(
      remainingAmount(earlier.order.totalValueGrossPrice.amount, earlier.order.alreadyPaidPrice.amount),
    ).toBe('0.00');

    const entry = (await auditOf(order.id)).find((row) => row.details.note?.startsWith('Zarejestrowano'));
    expect(entry!.details).toMatchObject({
      changes: { alreadyPaid: { before: '0.00', after: '500.50' } },
      currency: 'PLN',
    });
    expect(entry!.details.note?.replace(/\s/g, ' ')).toBe('Zarejestrowano płatność 500,50 zł (BLIK)');

    // An overpayment is accepted (the dialog asks first) and reads as one, not as a negative amount due.
    const over = await api.mutate('POST', url, { version: earlier.order.version, amount: '1296.32' });
    expect(over.order.alreadyPaidPrice.amount).toBe('3296.31');
    expect(
      paymentBalance(over.order.totalValueGrossPrice.amount, over.order.alreadyPaidPrice.amount),
    ).toEqual({
      kind: 'overpaid',
      amount: '1296.32',
    });
    const history = (await api.call('GET', '/api/audit?limit=100')).json();
    expect(history.data[0].detailsText.replace(/\s/g, ' ')).toBe(
      'Zapłacono: 1 999,99 zł → 3 296,31 zł; Zarejestrowano płatność 1 296,32 zł',
    );
  });

  it('changes one order status, keeping the old and new status in the history and the audit entry', async () => {
    const statuses = await api.statuses();
    const processing = statuses.find((status) => status.code === 'processing')!;
    const order = await api.createOrder();
    const url = `/api/orders/${order.id}/status`;
    const unknown = await api.call('PUT', url, {
      version: order.version,
      statusId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().error.fields).toEqual({ statusId: orderMessages.statusUnknown });

    const changed = await api.mutate('PUT', url, {
      version: order.version,
      statusId: processing.id,
      comment: ' Pakujemy ',
    });
    expect(changed).toMatchObject({
      changed: true,
      message: orderDetailMessages.statusChanged,
      order: { statusId: processing.id },
    });
    expect(changed.order.statusHistory[0]).toMatchObject({
      fromStatusId: order.statusId,
      toStatusId: processing.id,
      comment: 'Pakujemy',
      userId: admin.userId,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, 'edit')));
    expect(entry!.details).toEqual({
      changes: { status: { before: 'Nowe', after: 'W realizacji' } },
      fromStatusId: order.statusId,
      toStatusId: processing.id,
      note: 'Pakujemy',
    });
    const again = await api.mutate('PUT', url, { version: changed.order.version, statusId: processing.id });
    expect(again.changed).toBe(false);
    const stale = await api.call('PUT', url, { version: order.version, statusId: order.statusId });
    expect(stale.statusCode).toBe(409);
    expect((await api.getOrder(order.id)).statusId).toBe(processing.id);
  });

  it('deletes one order with its parts; afterwards it is gone', async () => {
    const order = await api.createOrder({
      products: [{ name: 'Kubek', quantity: 1, grossPrice: '10.00', tax: 23 }],
    });
    const deleted = await api.call('DELETE', `/api/orders/${order.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api.call('GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    const again = await api.call('DELETE', `/api/orders/${order.id}`);
    expect(again.statusCode).toBe(404);
    const note = await api.call('POST', `/api/orders/${order.id}/notes`, {
      version: order.version,
      value: 'x',
    });
    expect(note.statusCode).toBe(404);
    const entries = await auditOf(order.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });
});
