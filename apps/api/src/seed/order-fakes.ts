import { randomUUID } from 'node:crypto';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { customerDisplayName } from '@zaplecze/contract/orders/orders';
import type { OrderAddress, PickupAddress } from '@zaplecze/contract/orders/order-parts';
import { divideHalfUp, lineAmounts } from '@zaplecze/contract/orders/order-money';
import * as data from './polish-data';

/** Deterministic pseudo-random numbers (mulberry32), so a seed gives the same orders. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = next() * total;
    for (const item of items) if ((roll -= weight(item)) < 0) return item;
    return items[items.length - 1]!;
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomSource>;

export type StatusKind = 'open' | 'shipped' | 'done' | 'cancelled';
export interface FakeStatus {
  id: string;
  kind: StatusKind;
  awaitingPayment: boolean;
}

export interface FakeLine {
  position: number;
  productId: string;
  name: string;
  ean: string;
  sku: string;
  auction: string | null;
  quantity: number;
  price: string;
  grossPrice: string;
  grossTotal: string;
  netTotal: number;
  tax: number;
}

export interface FakeOrder {
  id: string;
  externalId: string | null;
  externalUsername: string | null;
  source: string;
  statusId: string;
  currency: string;
  totalNet: string;
  totalGross: string;
  alreadyPaid: string;
  alreadyPaidAt: string | null;
  email: string;
  phoneNumber: string;
  companyName: string | null;
  prepareInvoice: boolean;
  customerComment: string | null;
  isCancelled: boolean;
  cancelReason: string | null;
  shipmentDateEnd: string;
  deliveryDateEnd: string;
  orderLanguage: string;
  deliveryMethod: string;
  courierModule: string | null;
  paymentMethod: string;
  cashOnDelivery: boolean;
  customerName: string;
  deliveryAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  pickupAddress: PickupAddress | null;
  createdAt: string;
  lines: FakeLine[];
  shipment: { courier: string; trackingNumber: string; sentAt: string } | null;
  note: string | null;
}

const dayMs = 86_400_000;
const sources = [
  ['allegro', 45],
  ['shop', 30],
  ['amazon', 15],
  ['ebay', 10],
] as const;
const rates: Record<string, number> = { PLN: 1, EUR: 4.3, GBP: 5, CZK: 0.17 };
const marketplaces: Record<string, string | null> = {
  allegro: 'Allegro',
  amazon: 'Amazon',
  ebay: 'eBay',
  shop: null,
};

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

function catalogItem(index: number) {
  const base = data.products[index % data.products.length]!;
  const variant = Math.floor(index / data.products.length);
  const span = base[3] - base[2];
  const gross = (base[2] + ((index * 7919) % (span + 1))) * 100 + (index % 3 === 0 ? 0 : 99);
  return {
    productId: `P-${String(index + 1).padStart(5, '0')}`,
    name: variant === 0 ? base[0] : `${base[0]} — wariant ${variant + 1}`,
    sku: `${base[1]}-${String(variant + 1).padStart(3, '0')}`,
    ean: `590${String(1_000_000_000 + index * 7_654_321).slice(-10)}`,
    auction: `1${String(10_000_000_000 + index * 97_531).slice(-10)}`,
    gross: Math.min(gross, base[3] * 100 + 99),
    tax: base[4],
  };
}
const catalogSize = data.products.length * 25;

function person(random: Random) {
  const female = random.chance(0.5);
  const [male, femaleSurname] = random.pick(data.surnames);
  return {
    name: random.pick(female ? data.femaleNames : data.maleNames),
    surname: female ? femaleSurname : male,
  };
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z]/g, '');

/** Payments and shipments that already happened cannot lie in the future of a fresh order. */
function pastDate(time: number, now: number): string {
  return new Date(Math.min(time, now)).toISOString();
}

/**
 * One realistic order. `fraction` (0..1) places it in the last two years, later ones more
 * densely (a growing shop), so order numbers follow the dates.
 */
export function fakeOrder(random: Random, statuses: FakeStatus[], now: number, fraction: number): FakeOrder {
  const ageDays = 730 * Math.pow(1 - fraction, 1.6);
  const created = new Date(now - ageDays * dayMs);
  const source = random.weighted(sources, ([, weight]) => weight)[0];
  const abroad = random.chance(0.12) ? random.weighted(data.foreign, (item) => item[3]) : null;
  const [cityName, zipPrefix] = abroad ? [abroad[2], ''] : random.weighted(data.cities, (item) => item[2]);
  const currency = abroad ? abroad[1] : 'PLN';
  const who = person(random);
  const email = `${plain(who.name)}.${plain(who.surname)}${random.int(1, 999)}@${random.pick(data.emailDomains)}`;
  const country = abroad ? abroad[0] : 'PL';
  const deliveryAddress: OrderAddress = {
    name: who.name,
    surname: who.surname,
    companyName: random.chance(0.08)
      ? `${who.surname} ${random.pick(['Sp. z o.o.', 'S.A.', 'i Wspólnicy'])}`
      : null,
    nip: null,
    street: random.pick(data.streets),
    buildingNumber: String(random.int(1, 180)),
    flatNumber: random.chance(0.6) ? String(random.int(1, 120)) : null,
    zipCode: abroad
      ? String(random.int(10000, 99999))
      : `${zipPrefix}${random.int(0, 9)}-${String(random.int(0, 999)).padStart(3, '0')}`,
    city: cityName,
    country,
    region: null,
    isEditable: true,
  };
  const prepareInvoice = random.chance(0.15);
  const billingAddress = prepareInvoice
    ? {
        ...deliveryAddress,
        companyName: deliveryAddress.companyName ?? `${who.surname} Usługi`,
        nip: digits(random, 10),
      }
    : null;
  const deliveryMethod = random.weighted(
    ['courier', 'pickup', 'post'] as const,
    (m) => ({ courier: 6, pickup: 3, post: 1 })[m],
  );
  const courierModule =
    deliveryMethod === 'post'
      ? null
      : deliveryMethod === 'pickup'
        ? 'inpost'
        : random.pick(['dpd', 'dhl', 'ups', 'gls', 'fedex', 'inpost']);
  const pickupAddress: PickupAddress | null =
    deliveryMethod === 'pickup'
      ? {
          ...deliveryAddress,
          externalId: `${cityName.slice(0, 3).toUpperCase()}${random.int(10, 999)}M`,
          deliveryMethod: 'Paczkomat InPost',
        }
      : null;
  const cashOnDelivery = random.chance(0.1);
  const paymentMethod = cashOnDelivery
    ? 'cash'
    : random.weighted(
        ['online', 'blik', 'transfer', 'card', 'installment'] as const,
        (m) => ({ online: 4, blik: 3, transfer: 2, card: 2, installment: 0.3 })[m],
      );

  const rate = rates[currency] ?? 1;
  const lines: FakeLine[] = [];
  for (
    let position = 1, count = random.weighted([1, 2, 3, 4], (n) => [6, 3, 1.2, 0.5][n - 1]!);
    position <= count;
    position++
  ) {
    const item = catalogItem(random.int(0, catalogSize - 1));
    const grossUnit = divideHalfUp(item.gross * 100, Math.round(rate * 100));
    const quantity = random.weighted([1, 2, 3, 5], (n) => ({ 1: 10, 2: 3, 3: 1, 5: 0.3 })[n]!);
    const amounts = lineAmounts(fromGrosze(grossUnit), quantity, item.tax);
    lines.push({
      position,
      productId: item.productId,
      name: item.name,
      ean: item.ean,
      sku: item.sku,
      auction: source === 'allegro' ? item.auction : null,
      quantity,
      price: fromGrosze(amounts.netUnit),
      grossPrice: fromGrosze(grossUnit),
      grossTotal: fromGrosze(amounts.grossTotal),
      netTotal: amounts.netTotal,
      tax: item.tax,
    });
  }
  const grossTotal = lines.reduce((sum, line) => sum + toGrosze(line.grossTotal), 0);
  const netTotal = lines.reduce((sum, line) => sum + line.netTotal, 0);

  const recent = ageDays < 21;
  const status = random.weighted(statuses, (s) =>
    recent
      ? {
          open: ageDays < 2 ? 6 : 3,
          shipped: ageDays < 2 ? 0.5 : 3,
          done: ageDays < 5 ? 0.2 : 2,
          cancelled: 0.3,
        }[s.kind]
      : { open: 0.05, shipped: 0.2, done: 12, cancelled: 0.8 }[s.kind],
  );
  const paid =
    !status.awaitingPayment && status.kind !== 'cancelled' && (!cashOnDelivery || status.kind === 'done');
  const sent = status.kind === 'shipped' || status.kind === 'done';
  const externalId =
    source === 'allegro'
      ? randomUUID()
      : source === 'amazon'
        ? `${random.int(100, 999)}-${digits(random, 7)}-${digits(random, 7)}`
        : source === 'ebay'
          ? `${random.int(10, 99)}-${digits(random, 5)}-${digits(random, 5)}`
          : random.chance(0.5)
            ? `WWW/${created.getUTCFullYear()}/${digits(random, 6)}`
            : null;
  return {
    id: randomUUID(),
    externalId,
    externalUsername:
      source === 'allegro' || source === 'ebay'
        ? `${random.pick(data.allegroLogins)}_${plain(who.surname)}${random.int(1, 99)}`
        : null,
    source,
    statusId: status.id,
    currency,
    totalNet: fromGrosze(netTotal),
    totalGross: fromGrosze(grossTotal),
    alreadyPaid: paid ? fromGrosze(grossTotal) : '0.00',
    alreadyPaidAt: paid ? pastDate(created.getTime() + random.int(60_000, 3 * dayMs), now) : null,
    email,
    phoneNumber: `+48 ${random.int(500, 799)} ${digits(random, 3)} ${digits(random, 3)}`,
    companyName: marketplaces[source] ?? null,
    prepareInvoice,
    customerComment: random.chance(0.07) ? random.pick(data.customerComments) : null,
    isCancelled: status.kind === 'cancelled',
    cancelReason: status.kind === 'cancelled' ? random.pick(data.cancelReasons) : null,
    shipmentDateEnd: new Date(created.getTime() + random.int(1, 3) * dayMs).toISOString(),
    deliveryDateEnd: new Date(created.getTime() + random.int(2, abroad ? 9 : 5) * dayMs).toISOString(),
    orderLanguage: abroad ? (abroad[0] === 'DE' ? 'de' : 'en') : 'pl',
    deliveryMethod,
    courierModule,
    paymentMethod,
    cashOnDelivery,
    customerName:
      customerDisplayName({ deliveryAddress, customerBillingAddress: billingAddress, email }) ?? '',
    deliveryAddress,
    billingAddress,
    pickupAddress,
    createdAt: created.toISOString(),
    lines,
    shipment: sent
      ? {
          courier: courierModule ?? 'inpost',
          trackingNumber:
            courierModule === 'inpost' || !courierModule
              ? digits(random, 24)
              : `${courierModule.toUpperCase()}${digits(random, 12)}`,
          sentAt: pastDate(created.getTime() + random.int(1, 2) * dayMs, now),
        }
      : null,
    note: random.chance(0.04) ? random.pick(data.noteTexts) : null,
  };
}
