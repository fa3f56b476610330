import { toGrosze, fromGrosze } from '@zaplecze/contract/common/money';
import {
  deliveryMethods,
  orderCurrencies,
  paymentMethods,
} from '@zaplecze/contract/orders/orders-filter-fields';

/**
 * Cell readers of the orders import: each answers the value, or `undefined` for an empty cell,
 * and throws a `ValueProblem` (a Polish reason) for a cell it cannot read.
 */
export class ValueProblem extends Error {}

const blank = (text: string) => text.trim() === '';

/** `1604,99`, `1 604,99 zł`, `1,604.99`, `$12.00`, `'12.5` → `1604.99` (grosze half-up). */
export function readAmount(text: string): string | undefined {
  if (blank(text)) return undefined;
  let value = text.replace(/[\s\u00a0']/g, '').replace(/(zł|pln|eur|usd|gbp|czk|€|\$|£)/gi, '');
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0)
    value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  else if (comma >= 0) value = value.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new ValueProblem('nieprawidłowa kwota');
  return fromGrosze(toGrosze(value));
}

export function readQuantity(text: string): number | undefined {
  if (blank(text)) return undefined;
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new ValueProblem('ilość musi być liczbą całkowitą większą od zera');
  return value;
}

/** `23`, `23%`, `0.23`, `VAT 23%`, `PL VAT 8%` → 23 / 8; `zw`, `np` → 0. */
export function readTax(text: string): number | undefined {
  if (blank(text)) return undefined;
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'zw' || trimmed === 'np') return 0;
  const match = /(\d+(?:[.,]\d+)?)\s*%?/.exec(trimmed);
  if (!match) throw new ValueProblem('nieprawidłowa stawka VAT');
  let value = Number(match[1]!.replace(',', '.'));
  if (value > 0 && value < 1) value = Math.round(value * 100);
  if (![0, 5, 8, 23].includes(value)) throw new ValueProblem('dozwolone stawki VAT: 0, 5, 8, 23%');
  return value;
}

const truthy = ['tak', 'yes', 'true', '1', 't', 'y', 'prawda'];
const falsy = ['nie', 'no', 'false', '0', 'n', 'f', 'fałsz'];
export function readBoolean(text: string): boolean | undefined {
  if (blank(text)) return undefined;
  const value = text.trim().toLowerCase();
  if (truthy.includes(value)) return true;
  if (falsy.includes(value)) return false;
  throw new ValueProblem('oczekiwano „Tak” albo „Nie”');
}

const warsawParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Offsets by UTC hour: since 1970 Warsaw's offset changes only on a whole UTC hour, and
 * `formatToParts` costs ~10 µs a call (two per date, every order of an import).
 */
const offsetsByHour = new Map<number, number>();
const hour = 3_600_000;

/** Warsaw's offset from UTC at the instant, in ms. */
function warsawOffset(instant: number): number {
  if (instant < 0) return offsetAt(instant);
  const key = Math.floor(instant / hour);
  let offset = offsetsByHour.get(key);
  if (offset === undefined) {
    if (offsetsByHour.size >= 100_000) offsetsByHour.clear();
    offset = offsetAt(key * hour);
    offsetsByHour.set(key, offset);
  }
  return offset;
}

function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    warsawParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return local - Math.floor(instant / 1000) * 1000;
}

function fromWarsaw(y: number, mo: number, d: number, h: number, mi: number, s: number): string {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let instant = wall - warsawOffset(wall);
  instant = wall - warsawOffset(instant);
  return new Date(instant).toISOString();
}

/**
 * `dd.mm.rrrr gg:mm` (our export, Warsaw clock), `2024-03-01 10:15:00 +0100` (Shopify), ISO with
 * or without an offset (without one: the Warsaw clock) → an ISO instant.
 */
export function readDate(text: string): string | undefined {
  if (blank(text)) return undefined;
  const value = text.trim();
  // A Unix timestamp in seconds (BaseLinker's `date_add`, `date_confirmed`).
  if (/^\d{9,10}$/.test(value)) return new Date(Number(value) * 1000).toISOString();
  const polish = /^(\d{1,2})[.\-/](\d{1,2})[.\-/](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    value,
  );
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value,
    );
  let result: string | undefined;
  if (polish) {
    const [, d, mo, y, h = '0', mi = '0', s = '0'] = polish;
    result = fromWarsaw(+y!, +mo!, +d!, +h, +mi, +s);
  } else if (iso) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = iso;
    if (!zone) result = fromWarsaw(+y!, +mo!, +d!, +h, +mi, +s);
    else {
      const offset = zone === 'Z' ? '+00:00' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
      result = new Date(`${y}-${mo}-${d}T${h.padStart(2, '0')}:${mi}:${s}${offset}`).toISOString();
    }
  }
  if (!result || Number.isNaN(Date.parse(result))) throw new ValueProblem('nieprawidłowa data');
  return result;
}

export function readCurrency(text: string): string | undefined {
  if (blank(text)) return undefined;
  const value = text.trim().toUpperCase().replace('ZŁ', 'PLN');
  if (!(orderCurrencies as readonly string[]).includes(value))
    throw new ValueProblem(`nieobsługiwana waluta (dozwolone: ${orderCurrencies.join(', ')})`);
  return value;
}

export function readCountry(text: string): string | undefined {
  if (blank(text)) return undefined;
  const value = text.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const names: Record<string, string> = {
    polska: 'PL',
    poland: 'PL',
    niemcy: 'DE',
    germany: 'DE',
    czechy: 'CZ',
  };
  const code = names[value.toLowerCase()];
  if (!code) throw new ValueProblem('podaj kod kraju (2 litery)');
  return code;
}

/** A Polish postal code as `NN-NNN` (`00950` and Shopify's `'00-950` are read too). */
export function readPolishZip(text: string): string {
  const value = text.trim().replace(/^'/, '');
  const digits = /^(\d{2})-?(\d{3})$/.exec(value);
  if (!digits) throw new ValueProblem('kod pocztowy w Polsce ma postać NN-NNN');
  return `${digits[1]}-${digits[2]}`;
}

type PaymentMethod = (typeof paymentMethods)[number];
type DeliveryMethod = (typeof deliveryMethods)[number];

/** Our enum values, Polish labels and the platforms' gateway names → a payment method (or null). */
export function readPaymentMethod(text: string): { value: PaymentMethod | null; known: boolean } | undefined {
  if (blank(text)) return undefined;
  const value = text.trim().toLowerCase();
  if ((paymentMethods as readonly string[]).includes(value))
    return { value: value as PaymentMethod, known: true };
  const rules: [RegExp, PaymentMethod][] = [
    [/blik/, 'blik'],
    [/shopify payments|przelewy24|p24|payu|paypal|stripe|online|tpay|dotpay/, 'online'],
    [/pobran|cash on delivery|\bcod\b|gotów|cash/, 'cash'],
    [/przelew|transfer|bank|wire|\bbacs\b/, 'transfer'],
    [/kart|card|visa|mastercard/, 'card'],
    [/rat|installment|klarna/, 'installment'],
  ];
  const found = rules.find(([pattern]) => pattern.test(value));
  return found ? { value: found[1], known: true } : { value: null, known: false };
}

export function readDeliveryMethod(
  text: string,
): { value: DeliveryMethod | null; known: boolean } | undefined {
  if (blank(text)) return undefined;
  const value = text.trim().toLowerCase();
  if ((deliveryMethods as readonly string[]).includes(value))
    return { value: value as DeliveryMethod, known: true };
  const rules: [RegExp, DeliveryMethod][] = [
    [/paczkomat|pickup|odbiór|odbior|punkt|locker|orlen|żabka|zabka/, 'pickup'],
    [/poczta|post|pocztex/, 'post'],
    [/kurier|courier|dpd|dhl|ups|gls|fedex|inpost|shipping|standard|express/, 'courier'],
  ];
  const found = rules.find(([pattern]) => pattern.test(value));
  return found ? { value: found[1], known: true } : { value: null, known: false };
}

/** `Jan Kowalski` → name `Jan`, surname `Kowalski`. */
export function splitFullName(text: string): { name: string; surname: string | null } {
  const [first, ...rest] = text.trim().split(/\s+/);
  return { name: first ?? '', surname: rest.length > 0 ? rest.join(' ') : null };
}
