import { describe, expect, it } from 'vitest';
import { anOrder } from './__fixtures__/order';
import { changedFields } from './card-values';
import { mergeAddress, withAddedLine, withCurrency, withoutLine, withPayment } from './optimistic';

describe('optimistic order', () => {
  it('derives the net price from gross and tax and the totals from every line', () => {
    const order = withAddedLine(anOrder(), { name: ' Talerz ', quantity: 3, grossPrice: '12.30', tax: 5 });
    const line = order.products[1]!;
    expect(line).toMatchObject({
      name: 'Talerz',
      price: { amount: '11.71' },
      grossTotalPrice: { amount: '36.90' },
    });
    expect(order.totalValueGrossPrice.amount).toBe('136.90');
    expect(withoutLine(order, order.products[0]!.id).totalValueGrossPrice.amount).toBe('36.90');
  });

  it('adds a payment to the amount already paid in grosze', () => {
    const order = withPayment(anOrder(), { amount: '0.1', paidAt: '2026-03-04T10:00:00.000Z' });
    expect(order.alreadyPaidPrice.amount).toBe('30.10');
    expect(order.payments.at(-1)?.amount.amount).toBe('0.10');
  });

  it('relabels every amount with the new currency without converting it', () => {
    const order = withCurrency(anOrder(), 'EUR');
    expect(order.totalValueGrossPrice).toEqual({ amount: '100.00', currency: 'EUR' });
    expect(order.products[0]!.grossPrice).toEqual({ amount: '50.00', currency: 'EUR' });
  });

  it('keeps stored address fields for blank input', () => {
    const address = mergeAddress(anOrder().deliveryAddress, { city: '  ', street: ' Krótka ' }, 'PL');
    expect(address).toMatchObject({ city: 'Warszawa', street: 'Krótka' });
  });
});

describe('changed fields of a card', () => {
  const stored = { email: 'a@b.pl', phoneNumber: '', country: 'PL', due: '2026-03-04T10:00:00.000Z' };

  it('leaves out blank, equal and differently written equal values', () => {
    expect(
      changedFields(stored, {
        email: ' a@b.pl ',
        phoneNumber: '  ',
        country: 'pl',
        due: '2026-03-04T11:00:00+01:00',
      }),
    ).toEqual({});
  });

  it('sends trimmed changed values only', () => {
    expect(changedFields(stored, { ...stored, email: ' c@d.pl ', phoneNumber: '600' })).toEqual({
      email: 'c@d.pl',
      phoneNumber: '600',
    });
  });
});
