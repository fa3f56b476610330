import { fromGrosze, toGrosze } from '../common/money';

/**
 * Order arithmetic in integer grosze (DESIGN.md §3): the net unit price is derived from the
 * gross price and the tax rate, rounded half-up once; the gross total is gross price × quantity.
 */

/** a / b rounded half away from zero, for integers. */
export function divideHalfUp(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b) || 1;
  const [x, y] = [Math.abs(a), Math.abs(b)];
  return sign * Math.floor((2 * x + y) / (2 * y));
}

export interface LineAmounts {
  /** All in grosze. */
  netUnit: number;
  grossUnit: number;
  grossTotal: number;
  netTotal: number;
}

/** The VAT contained in a gross amount (grosze), rounded half-up once as the VAT act rounds tax. */
export function vatFromGross(gross: number, taxPercent: number): number {
  return divideHalfUp(gross * taxPercent, 100 + taxPercent);
}

/**
 * The line's net total is taken from its gross total, not from the rounded unit net × quantity,
 * which would multiply the unit's rounding error (1000 × 0.99 at 23% is 804.88 net, not 800.00).
 */
export function lineAmounts(grossPrice: string, quantity: number, taxPercent: number): LineAmounts {
  const grossUnit = toGrosze(grossPrice);
  const grossTotal = grossUnit * quantity;
  return {
    netUnit: grossUnit - vatFromGross(grossUnit, taxPercent),
    grossUnit,
    grossTotal,
    netTotal: grossTotal - vatFromGross(grossTotal, taxPercent),
  };
}

/** Net and gross totals of an order's lines, as decimal strings. */
export function orderTotals(lines: { grossPrice: string; quantity: number; tax: number }[]): {
  net: string;
  gross: string;
} {
  let net = 0;
  let gross = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line.grossPrice, line.quantity, line.tax);
    net += amounts.netTotal;
    gross += amounts.grossTotal;
  }
  return { net: fromGrosze(net), gross: fromGrosze(gross) };
}

/** What is left to pay: gross total minus the amount already paid (spec 001 §4). */
export function remainingAmount(grossTotal: string, alreadyPaid: string): string {
  return fromGrosze(toGrosze(grossTotal) - toGrosze(alreadyPaid));
}

export function sumAmounts(amounts: string[]): string {
  return fromGrosze(amounts.reduce((total, amount) => total + toGrosze(amount), 0));
}

export type PaymentBalance =
  | { kind: 'due'; amount: string }
  | { kind: 'settled'; amount: '0.00' }
  | { kind: 'overpaid'; amount: string };

/**
 * The payment state a person reads: still due, settled, or overpaid by a positive amount
 * ('Nadpłata 1 296,32 zł' rather than a negative amount left to pay).
 */
export function paymentBalance(grossTotal: string, alreadyPaid: string): PaymentBalance {
  const left = toGrosze(grossTotal) - toGrosze(alreadyPaid);
  if (left === 0) return { kind: 'settled', amount: '0.00' };
  return left > 0
    ? { kind: 'due', amount: fromGrosze(left) }
    : { kind: 'overpaid', amount: fromGrosze(-left) };
}

/** The overpayment the order would have after a payment of `amount` ("0.00" when none). */
export function overpaymentAfter(grossTotal: string, alreadyPaid: string, amount: string): string {
  const over = toGrosze(amount) - (toGrosze(grossTotal) - toGrosze(alreadyPaid));
  return fromGrosze(Math.max(0, over));
}
