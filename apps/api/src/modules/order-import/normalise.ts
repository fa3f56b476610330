import {
  orderImportFieldLabels,
  orderImportMessages,
  type OrderImportField,
  type OrderImportIdentifier,
} from '@zaplecze/contract/orders/order-import';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { orderSources, type OrderSource } from '@zaplecze/contract/orders/orders-filter-fields';
import type { TableRow } from '../../lib/import-sources/table';
import type { ExternalAddress, ExternalOrder, ExternalWarning } from '../orders/service';
import type { OrderImportProfileId } from '@zaplecze/contract/orders/order-import';
import {
  readAmount,
  readBoolean,
  readCountry,
  readCurrency,
  readDate,
  readDeliveryMethod,
  readPaymentMethod,
  readPolishZip,
  readQuantity,
  readTax,
  splitFullName,
  ValueProblem,
} from './values';

/**
 * Rows of a file → orders as the orders module takes them (`ExternalOrder`), without a database:
 * the rows sharing the identifier's value are one order (one row per product line, the order's
 * cells on the first row or repeated); a cell that cannot be read is a reason to refuse the order,
 * naming its field. Fields the file has no column for stay `undefined` (an update keeps them).
 */
export interface NormalisedOrder {
  key: string;
  line: number;
  order: ExternalOrder;
  problems: string[];
  warnings: ExternalWarning[];
}

/** The Polish VAT rate nearest to a computed percentage (rounding of the platform's tax amounts). */
const nearestRate = (percent: number) =>
  [0, 5, 8, 23].reduce(
    (best, rate) => (Math.abs(rate - percent) < Math.abs(best - percent) ? rate : best),
    23,
  );

const label = (field: OrderImportField) => orderImportFieldLabels[field];

/** Integration ids the import writes, so the same platform's order ids never meet another's. */
const integrationOf: Partial<Record<OrderImportProfileId, string>> = {
  shopify: 'shopify',
  woocommerce: 'woocommerce',
  prestashop: 'prestashop',
  baselinker: 'baselinker',
};

export type Cells = Partial<Record<OrderImportField, string>>;

/** A row's mapped, non-empty cells; null for a row with none (it is skipped). */
export function cellsOf(values: string[], mapping: (OrderImportField | null)[]): Cells | null {
  const cells: Cells = {};
  let any = false;
  mapping.forEach((field, index) => {
    const value = values[index];
    if (field && value !== undefined && value.trim() !== '') {
      cells[field] = value;
      any = true;
    }
  });
  return any ? cells : null;
}

/**
 * Rows → orders one row at a time: the rows sharing the identifier's value are one order, a row
 * without the key continues the previous order (Shopify's extra line-item rows). Keeps only each
 * order's key and first line, so a large file can be grouped without holding its rows.
 */
export class RowGrouper {
  readonly heads: { key: string; line: number }[] = [];
  readonly missingKey: boolean;
  private readonly keyField: OrderImportField;
  private readonly byKey = new Map<string, number>();
  private last = -1;

  constructor(identifier: OrderImportIdentifier, mapping: (OrderImportField | null)[]) {
    this.keyField = identifier === 'number' ? 'number' : 'externalId';
    this.missingKey = !mapping.includes(this.keyField);
  }

  /** The row's order (its index in `heads`), -1 for a row without cells. */
  add(line: number, cells: Cells | null): number {
    if (!cells) return -1;
    const key = cells[this.keyField]?.trim();
    let index = key ? this.byKey.get(key) : this.last >= 0 ? this.last : undefined;
    if (index === undefined) {
      index = this.heads.length;
      this.heads.push({ key: key ?? `#${line}`, line });
      this.byKey.set(key ?? `#${line}`, index);
    }
    this.last = index;
    return index;
  }
}

export function groupRows(
  rows: TableRow[],
  mapping: (OrderImportField | null)[],
  identifier: OrderImportIdentifier,
): { key: string; line: number; rows: Cells[] }[] | { missingKey: true } {
  const grouper = new RowGrouper(identifier, mapping);
  if (grouper.missingKey) return { missingKey: true };
  const groups: { key: string; line: number; rows: Cells[] }[] = [];
  for (const row of rows) {
    const cells = cellsOf(row.values, mapping);
    const index = grouper.add(row.line, cells);
    if (index >= 0) (groups[index] ??= { ...grouper.heads[index]!, rows: [] }).rows.push(cells!);
  }
  return groups;
}

export function normaliseOrder(
  group: { key: string; line: number; rows: Cells[] },
  options: {
    identifier: OrderImportIdentifier;
    profile: OrderImportProfileId | null;
    mapped: Set<OrderImportField>;
  },
): NormalisedOrder {
  const problems: string[] = [];
  const warnings: ExternalWarning[] = [];
  const first = (field: OrderImportField) => group.rows.find((row) => row[field] !== undefined)?.[field];
  const has = (field: OrderImportField) => options.mapped.has(field);
  function read<T>(field: OrderImportField, reader: (text: string) => T | undefined): T | undefined {
    const text = first(field);
    if (text === undefined) return undefined;
    try {
      return reader(text);
    } catch (error) {
      if (!(error instanceof ValueProblem)) throw error;
      problems.push(`${label(field)}: ${error.message} („${text.slice(0, 60)}”)`);
      return undefined;
    }
  }
  const text = (field: OrderImportField) => (has(field) ? (first(field)?.trim() ?? null) : undefined);

  if (!group.rows.some((row) => row[options.identifier === 'number' ? 'number' : 'externalId']))
    problems.push(
      orderImportMessages.keyMissing(label(options.identifier === 'number' ? 'number' : 'externalId')),
    );

  const number = read('number', (value) => {
    const parsed = Number(value.trim().replace(/^#/, ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new ValueProblem('nieprawidłowy numer');
    return parsed;
  });
  const sourceText = first('source')?.trim().toLowerCase();
  const source: OrderSource =
    sourceText && (orderSources as readonly string[]).includes(sourceText)
      ? (sourceText as OrderSource)
      : 'shop';

  const address = (prefix: 'delivery' | 'billing'): ExternalAddress | null | undefined => {
    const fields = [
      'FullName',
      'Name',
      'Surname',
      'Company',
      'Street',
      'Street2',
      'Building',
      'Flat',
      'Zip',
      'City',
      'Country',
      'Phone',
    ].map((suffix) => `${prefix}${suffix}` as OrderImportField);
    if (!fields.some(has)) return undefined;
    if (!fields.some((field) => first(field) !== undefined)) return null;
    const full = first(`${prefix}FullName` as OrderImportField);
    const split = full ? splitFullName(full) : null;
    const street = [
      first(`${prefix}Street` as OrderImportField),
      first(`${prefix}Street2` as OrderImportField),
    ]
      .filter(Boolean)
      .map((part) => part!.trim())
      .join(', ');
    const country = read(`${prefix}Country` as OrderImportField, readCountry) ?? 'PL';
    const zipText = first(`${prefix}Zip` as OrderImportField);
    let zipCode: string | null = zipText?.trim().replace(/^'/, '') ?? null;
    if (zipText && country === 'PL') {
      try {
        zipCode = readPolishZip(zipText);
      } catch (error) {
        if (!(error instanceof ValueProblem)) throw error;
        problems.push(`${label(`${prefix}Zip` as OrderImportField)}: ${error.message} („${zipText}”)`);
      }
    }
    return {
      name: first(`${prefix}Name` as OrderImportField)?.trim() ?? split?.name ?? null,
      surname: first(`${prefix}Surname` as OrderImportField)?.trim() ?? split?.surname ?? null,
      companyName: first(`${prefix}Company` as OrderImportField)?.trim() ?? null,
      nip: prefix === 'billing' ? (first('billingNip')?.trim() ?? null) : null,
      street: street || null,
      buildingNumber: first(`${prefix}Building` as OrderImportField)?.trim() ?? null,
      flatNumber: first(`${prefix}Flat` as OrderImportField)?.trim() ?? null,
      zipCode,
      city: first(`${prefix}City` as OrderImportField)?.trim() ?? null,
      country,
    };
  };

  const lines: ExternalOrder['lines'] = [];
  const taxFromName = read('taxName', readTax);
  group.rows.forEach((row, index) => {
    if (row.lineName === undefined && row.lineSku === undefined && row.lineEan === undefined) return;
    const where = `Pozycja ${index + 1}`;
    const readLine = <T>(field: OrderImportField, reader: (value: string) => T | undefined) => {
      const value = row[field];
      if (value === undefined) return undefined;
      try {
        return reader(value);
      } catch (error) {
        if (!(error instanceof ValueProblem)) throw error;
        problems.push(`${where}, ${label(field)}: ${error.message} („${value.slice(0, 60)}”)`);
        return undefined;
      }
    };
    const name = row.lineName?.trim() || row.lineSku?.trim() || row.lineEan?.trim() || '';
    const ean = row.lineEan?.trim().replace(/\.0$/, '') || null;
    const quantity = readLine('lineQuantity', readQuantity) ?? 1;
    // A net line total with its tax (WooCommerce): the gross unit price and the nearest VAT rate.
    const net = readLine('lineNetTotal', readAmount);
    const taxAmount = readLine('lineTaxTotal', readAmount);
    const fromTotals =
      net !== undefined
        ? {
            grossPrice: fromGrosze(Math.round((toGrosze(net) + toGrosze(taxAmount ?? '0')) / quantity)),
            tax:
              taxAmount !== undefined && toGrosze(net) > 0
                ? nearestRate((toGrosze(taxAmount) / toGrosze(net)) * 100)
                : undefined,
          }
        : undefined;
    lines.push({
      name,
      sku: row.lineSku?.trim() || null,
      ean,
      quantity,
      grossPrice: readLine('lineGrossPrice', readAmount) ?? fromTotals?.grossPrice ?? '0.00',
      tax: readLine('lineTax', readTax) ?? fromTotals?.tax ?? taxFromName ?? null,
    });
    if (row.lineGrossPrice === undefined && !fromTotals)
      warnings.push({ field: label('lineGrossPrice'), message: `${where}: brak ceny — przyjęto 0,00` });
  });
  const shipping = read('shippingCost', readAmount);
  if (shipping && shipping !== '0.00') {
    const method = first('deliveryMethod')?.trim();
    lines.push({
      name: method ? `Dostawa: ${method}` : 'Dostawa',
      sku: null,
      ean: null,
      quantity: 1,
      grossPrice: shipping,
      tax: taxFromName ?? null,
    });
  }

  const payment = read('paymentMethod', readPaymentMethod);
  if (payment && !payment.known)
    warnings.push({
      field: label('paymentMethod'),
      message: `Nieznana metoda płatności „${first('paymentMethod')}” — pominięta`,
    });
  const delivery = read('deliveryMethod', readDeliveryMethod);
  if (delivery && !delivery.known)
    warnings.push({
      field: label('deliveryMethod'),
      message: `Nieznana metoda dostawy „${first('deliveryMethod')}” — pominięta`,
    });

  const currency = read('currency', readCurrency);
  const created = read('createdAt', readDate);
  const paidAt = read('paidAt', readDate);
  const grossTotal = lines.reduce(
    (sum, line) => sum + Math.round(Number(line.grossPrice) * 100) * line.quantity,
    0,
  );
  // The paid amount: given, or a platform's payment state (paid: the total; partially: total − outstanding).
  let paid = read('alreadyPaid', readAmount);
  const financial = first('financialStatus')?.trim().toLowerCase();
  if (paid === undefined && financial) {
    const total = read('totalGross', readAmount) ?? (grossTotal / 100).toFixed(2);
    const outstanding = read('outstanding', readAmount) ?? '0.00';
    if (financial === 'paid') paid = total;
    else if (financial === 'partially_paid') paid = (Number(total) - Number(outstanding)).toFixed(2);
    else paid = '0.00';
  }
  const externalStatus =
    [first('financialStatus'), first('fulfillmentStatus')].filter(Boolean).join(' / ') || undefined;
  const nip = text('nip') ?? (has('billingNip') ? (first('billingNip')?.trim() ?? null) : undefined);

  const order: ExternalOrder = {
    externalId: first('externalId')?.trim() ?? null,
    number: number ?? null,
    source,
    integrationId: options.profile ? (integrationOf[options.profile] ?? null) : null,
    created,
    statusName: text('status'),
    externalStatus: externalStatus ?? (has('financialStatus') || has('fulfillmentStatus') ? null : undefined),
    currency,
    email: text('email'),
    phone: has('phone')
      ? (first('phone') ?? first('billingPhone') ?? first('deliveryPhone') ?? null)
      : undefined,
    buyerLogin: text('buyerLogin'),
    companyName:
      text('companyName') ?? (has('billingCompany') ? (first('billingCompany')?.trim() ?? null) : undefined),
    nip,
    prepareInvoice: read('invoice', readBoolean),
    customerComment: text('customerComment'),
    orderNote: text('orderNote'),
    paymentMethod: payment ? payment.value : has('paymentMethod') ? null : undefined,
    deliveryMethod: delivery ? delivery.value : has('deliveryMethod') ? null : undefined,
    cashOnDelivery: read('cashOnDelivery', readBoolean),
    discount: read('discount', readAmount) ?? (has('discount') ? '0.00' : undefined),
    discountCoupon: text('discountCoupon'),
    deliveryAddress: address('delivery'),
    billingAddress: address('billing'),
    lines:
      lines.length > 0 || options.mapped.has('lineName') || options.mapped.has('lineSku') ? lines : undefined,
    paid: paid === undefined ? undefined : { amount: paid, paidAt: paidAt ?? created ?? null },
  };
  return { key: group.key, line: group.line, order, problems, warnings };
}
