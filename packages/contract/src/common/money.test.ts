import { describe, expect, it } from 'vitest';
import { formatMoney, fromGrosze, toGrosze } from './money';
import { overpaymentAfter, paymentBalance } from '../orders/order-money';

describe('money in integer grosze', () => {
  it('parses decimals and rounds half-up once', () => {
    expect(toGrosze('12.3')).toBe(1230);
    expect(toGrosze('12.345')).toBe(1235);
    expect(toGrosze('12.344')).toBe(1234);
    expect(toGrosze(0.1)).toBe(10);
    expect(toGrosze('-1.005')).toBe(-101);
  });

  it('formats grosze back to two decimals and as Polish currency', () => {
    expect(fromGrosze(1230)).toBe('12.30');
    expect(fromGrosze(-5)).toBe('-0.05');
    expect(formatMoney('12345.5').replace(/\s/g, ' ')).toBe('12 345,50 zł');
  });
});

describe('formatMoney', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('groups four-digit amounts like every other amount', () => {
    expect(plain(formatMoney('1790.97'))).toBe('1 790,97 zł');
    expect(plain(formatMoney('4564.59', 'CZK'))).toBe('4 564,59 CZK');
    expect(plain(formatMoney('999.5'))).toBe('999,50 zł');
    expect(plain(formatMoney('1234567.8', 'EUR'))).toBe('1 234 567,80 EUR');
  });

  it('writes the exact characters Intl gives: no-break spaces between thousands and before the currency', () => {
    expect(formatMoney('1604.99')).toBe('1\u00a0604,99\u00a0zł');
    expect(formatMoney('7250.99', 'EUR')).toBe('7\u00a0250,99\u00a0EUR');
    expect(formatMoney(0)).toBe('0,00\u00a0zł');
  });

  it('keeps the sign of a negative amount and rounds half-up', () => {
    expect(plain(formatMoney('-1296.32'))).toBe('-1 296,32 zł');
    expect(plain(formatMoney('0.005'))).toBe('0,01 zł');
  });
});

describe('paymentBalance', () => {
  it('reads an overpayment as a positive amount, not a negative one left to pay', () => {
    expect(paymentBalance('1000.00', '2296.32')).toEqual({ kind: 'overpaid', amount: '1296.32' });
    expect(paymentBalance('1000.00', '999.99')).toEqual({ kind: 'due', amount: '0.01' });
    expect(paymentBalance('1000.00', '1000')).toEqual({ kind: 'settled', amount: '0.00' });
  });

  it('tells the overpayment a payment would leave', () => {
    expect(overpaymentAfter('100.00', '40.00', '60.00')).toBe('0.00');
    expect(overpaymentAfter('100.00', '40.00', '60.01')).toBe('0.01');
    expect(overpaymentAfter('100.00', '150.00', '10.00')).toBe('60.00');
  });
});
