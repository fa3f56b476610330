import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { lineAmounts, orderTotals } from '@zaplecze/contract/orders/order-money';
import {
  emptyOrderAddress,
  type OrderAddress,
  type OrderProduct,
  type PickupAddress,
} from '@zaplecze/contract/orders/order-parts';
import type { Order } from '@zaplecze/contract/orders/orders';

/**
 * How the order looks once a change is saved, shown before the server answers (spec 001 §4:
 * partial updates merge into the current order). The server's answer then replaces it.
 */

type Changes = Record<string, unknown>;

/** Blank values keep the stored ones (spec 001 §5); strings are trimmed. */
export function keptValues(changes: Changes): Changes {
  const result: Changes = {};
  for (const [key, value] of Object.entries(changes)) {
    const next = typeof value === 'string' ? value.trim() : value;
    if (next !== '' && next !== null && next !== undefined) result[key] = next;
  }
  return result;
}

export const deliveryCountryOf = (order: Order) => order.deliveryAddress?.country ?? 'PL';

export function mergeAddress(address: OrderAddress | null, changes: Changes, country: string): OrderAddress {
  return { ...(address ?? emptyOrderAddress(country)), ...keptValues(changes) } as OrderAddress;
}

export function mergePickup(address: PickupAddress | null, changes: Changes, country: string): PickupAddress {
  const base = address ?? { ...emptyOrderAddress(country), externalId: null, deliveryMethod: null };
  return { ...base, ...keptValues(changes) } as PickupAddress;
}

export interface LineInput {
  name: string;
  sku?: string | null;
  ean?: string | null;
  url?: string | null;
  imageUrl?: string | null;
  quantity: number;
  grossPrice: string;
  tax: number;
  catalogProductId?: string | null;
  catalogVariantId?: string | null;
}

function withLines(order: Order, products: OrderProduct[]): Order {
  const totals = orderTotals(
    products.map((line) => ({ grossPrice: line.grossPrice.amount, quantity: line.quantity, tax: line.tax })),
  );
  return {
    ...order,
    products,
    totalValuePrice: { amount: totals.net, currency: order.currency },
    totalValueGrossPrice: { amount: totals.gross, currency: order.currency },
  };
}

function lineFrom(order: Order, input: LineInput, base?: OrderProduct): OrderProduct {
  const amounts = lineAmounts(input.grossPrice, input.quantity, input.tax);
  const money = (grosze: number) => ({ amount: fromGrosze(grosze), currency: order.currency });
  const blank = (value: string | null | undefined) => value?.trim() || null;
  return {
    id: base?.id ?? `pending-${order.products.length}`,
    orderId: order.id,
    productId: base?.productId ?? null,
    productVariantId: base?.productVariantId ?? null,
    auction: base?.auction ?? null,
    catalogProductId: input.catalogProductId ?? base?.catalogProductId ?? null,
    catalogVariantId: input.catalogVariantId ?? base?.catalogVariantId ?? null,
    position: base?.position ?? order.products.length + 1,
    name: input.name.trim(),
    sku: blank(input.sku),
    ean: blank(input.ean),
    url: blank(input.url),
    imageUrl: blank(input.imageUrl),
    quantity: input.quantity,
    tax: input.tax,
    price: money(amounts.netUnit),
    grossPrice: money(amounts.grossUnit),
    grossTotalPrice: money(amounts.grossTotal),
  };
}

export function withAddedLine(order: Order, input: LineInput): Order {
  return withLines(order, [...order.products, lineFrom(order, input)]);
}

export function withReplacedLine(order: Order, productId: string, input: LineInput): Order {
  return withLines(
    order,
    order.products.map((line) => (line.id === productId ? lineFrom(order, input, line) : line)),
  );
}

export function withoutLine(order: Order, productId: string): Order {
  return withLines(
    order,
    order.products.filter((line) => line.id !== productId),
  );
}

export function withCurrency(order: Order, currency: string): Order {
  const money = (value: { amount: string }) => ({ amount: value.amount, currency });
  return {
    ...order,
    currency,
    totalValuePrice: money(order.totalValuePrice),
    totalValueGrossPrice: money(order.totalValueGrossPrice),
    alreadyPaidPrice: money(order.alreadyPaidPrice),
    discountPrice: money(order.discountPrice),
    products: order.products.map((line) => ({
      ...line,
      price: money(line.price),
      grossPrice: money(line.grossPrice),
      grossTotalPrice: money(line.grossTotalPrice),
    })),
  };
}

export interface PaymentInput {
  amount: string;
  method?: Order['paymentMethod'];
  reference?: string | null;
  paidAt: string;
}

export function withPayment(order: Order, input: PaymentInput): Order {
  const paid = fromGrosze(toGrosze(order.alreadyPaidPrice.amount) + toGrosze(input.amount));
  return {
    ...order,
    alreadyPaidPrice: { amount: paid, currency: order.currency },
    alreadyPaidPriceDate: input.paidAt,
    payments: [
      ...order.payments,
      {
        id: `pending-${order.payments.length}`,
        amount: { amount: fromGrosze(toGrosze(input.amount)), currency: order.currency },
        method: input.method ?? null,
        reference: input.reference?.trim() || null,
        paidAt: input.paidAt,
        created: new Date().toISOString(),
      },
    ],
  };
}

export interface NoteInput {
  value: string;
  color: string | null;
}

export function withNote(order: Order, input: NoteInput): Order {
  const note = {
    id: `pending-${order.notes.length}`,
    orderId: order.id,
    value: input.value.trim(),
    color: input.color,
    createdBy: null,
    created: new Date().toISOString(),
  };
  return { ...order, notes: [...order.notes, note] };
}

export function withChangedNote(order: Order, noteId: string, input: NoteInput): Order {
  return {
    ...order,
    notes: order.notes.map((note) =>
      note.id === noteId ? { ...note, value: input.value.trim(), color: input.color } : note,
    ),
  };
}

export function withoutNote(order: Order, noteId: string): Order {
  return { ...order, notes: order.notes.filter((note) => note.id !== noteId) };
}
