import { and, eq, sql } from 'drizzle-orm';
import { isValidNip } from '@zaplecze/contract/accounts/accounts';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { OrderAddress } from '@zaplecze/contract/orders/order-parts';
import type { OrderSource } from '@zaplecze/contract/orders/orders-filter-fields';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import { defaultVatRateId } from '@zaplecze/contract/vat/vat';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderPayments, orderProducts, orderStatusHistory, orders } from '../../db/schema/index';
import { fillCatalogLines, syncOrderStock, undoOrderStock, vatPercent } from '../stock/service';
import { auditOrder } from './audit';
import { prepareOrder, type Actor, type CreateOrderInput } from './create';
import { auditChanges, saveOrder } from './details/mutation';
import { orderEvents } from './events';
import { deleteOrders, selectOrder, selectOrderParts, type OrderRecord } from './repository';
import { statusCatalog } from './scope';
import { createOrder } from './create-order';

/**
 * Orders from outside (a file import today, a shop connector later) enter through here, so they
 * follow the orders module's rules exactly as an order typed in by hand: lines matched to the
 * catalogue by SKU, then EAN; status names mapped to the account's statuses; money in grosze
 * half-up; VAT from the catalogue or the configuration; NIP checksum when an invoice is asked
 * for; PL postal codes; stock held as the warehouse says. Idempotent by (integration id or
 * source, external id), or by our order number. An update answers its before-image, which
 * `restoreExternalOrder` writes back; `removeExternalOrder` deletes a created order and gives
 * back the stock it held.
 *
 * A field left `undefined` is not known to the caller: a new order takes the default, an update
 * keeps the stored value. `null` empties it.
 */

export interface ExternalAddress {
  name?: string | null;
  surname?: string | null;
  companyName?: string | null;
  nip?: string | null;
  street?: string | null;
  buildingNumber?: string | null;
  flatNumber?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface ExternalOrderLine {
  name: string;
  sku: string | null;
  ean: string | null;
  quantity: number;
  /** Gross unit price as a decimal string (`12.30`). */
  grossPrice: string;
  /** VAT percent; null: the catalogue product's rate, else the configuration's default. */
  tax: number | null;
}

export interface ExternalOrder {
  externalId: string | null;
  /** Our order number: finds an existing order when the caller identifies orders by number. */
  number: number | null;
  source: OrderSource;
  integrationId: string | null;
  created?: string | undefined;
  statusName?: string | null | undefined;
  externalStatus?: string | null | undefined;
  currency?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  buyerLogin?: string | null | undefined;
  companyName?: string | null | undefined;
  nip?: string | null | undefined;
  prepareInvoice?: boolean | undefined;
  customerComment?: string | null | undefined;
  orderNote?: string | null | undefined;
  paymentMethod?: CreateOrderInput['paymentMethod'] | undefined;
  deliveryMethod?: CreateOrderInput['deliveryMethod'] | undefined;
  cashOnDelivery?: boolean | undefined;
  discount?: string | undefined;
  discountCoupon?: string | null | undefined;
  deliveryAddress?: ExternalAddress | null | undefined;
  billingAddress?: ExternalAddress | null | undefined;
  lines?: ExternalOrderLine[] | undefined;
  /** The amount paid so far (one payment of it); `paidAt` defaults to the order date. */
  paid?: { amount: string; paidAt: string | null } | undefined;
}

export interface ExternalWarning {
  field: string;
  message: string;
}

export interface ExternalDiff {
  field: string;
  before: string;
  after: string;
}

export type ExternalIdentifier = 'external' | 'number';
export type ExternalMode = 'add' | 'update' | 'addAndUpdate';

/** What was stored before an update: enough to put the order back as it was. */
export interface ExternalBeforeImage {
  orderId: string;
  columns: Record<string, unknown>;
  lines: Record<string, unknown>[];
  payments: Record<string, unknown>[];
}

export type ExternalPlan =
  | { action: 'reject'; reason: string; warnings: ExternalWarning[]; orderNo: number | null }
  | { action: 'create'; body: CreateOrderInput; warnings: ExternalWarning[] }
  | {
      action: 'update' | 'unchanged';
      orderId: string;
      orderNo: number;
      version: number;
      body: CreateOrderInput;
      diff: ExternalDiff[];
      warnings: ExternalWarning[];
    };

export const externalMessages = {
  rowExists: 'Zamówienie już istnieje, a tryb to „Dodaj”',
  rowMissing: 'Nie ma takiego zamówienia, a tryb to „Aktualizuj”',
  numberUnknown: 'Nie ma zamówienia o tym numerze — numer służy tylko do aktualizacji istniejących zamówień',
  keyMissing: 'Brak identyfikatora zamówienia',
  nipInvalid: 'NIP: nieprawidłowy numer (suma kontrolna) — wymagany do faktury',
  nipWarning: 'NIP ma nieprawidłową sumę kontrolną',
  statusUnknown: (name: string, fallback: string) => `Nieznany status „${name}” — przyjęto „${fallback}”`,
  productUnknown: (what: string) => `Produkt ${what} nie istnieje w katalogu — pozycja bez powiązania`,
  hasReturns: 'Zamówienie ma zwroty — jego pozycji nie można zmienić importem',
  noLines: 'Zamówienie nie ma pozycji',
} as const;

/** What a run of many orders looks up once: the account's statuses and the default one. */
export interface ExternalContext {
  accountId: string;
  statuses: OrderStatus[];
  defaultStatus: OrderStatus;
}

export async function externalContext(db: Db, accountId: string): Promise<ExternalContext> {
  const { statuses } = await statusCatalog(db, accountId);
  const defaultStatus = statuses.find((status) => status.code === 'new') ?? statuses[0]!;
  return { accountId, statuses, defaultStatus };
}

const lower = (value: string) => value.trim().toLocaleLowerCase('pl');

function statusFor(ctx: ExternalContext, name: string): OrderStatus | undefined {
  const wanted = lower(name);
  return ctx.statuses.find(
    (status) =>
      lower(status.internalName) === wanted ||
      Object.values(status.externalName).some((external) => external && lower(external) === wanted),
  );
}

interface CatalogueMatch {
  product_id: string;
  variant_id: string | null;
  vat_rate_id: string;
}

/** SKU first, then EAN; a variable product's parent is not sellable, its variants are. */
async function matchCatalogue(
  db: Db,
  accountId: string,
  line: ExternalOrderLine,
): Promise<CatalogueMatch | undefined> {
  for (const [column, value] of [
    ['sku', line.sku],
    ['ean', line.ean],
  ] as const) {
    if (!value) continue;
    const [found] = await rowsOf<CatalogueMatch>(
      db,
      sql`select product_id, variant_id, vat_rate_id from (
            select v.product_id, v.id as variant_id, p.vat_rate_id, 0 as rank
              from product_variants v join products p on p.id = v.product_id
             where v.account_id = ${accountId} and lower(v.${sql.raw(column)}) = lower(${value})
            union all
            select p.id, null, p.vat_rate_id, 1
              from products p
             where p.account_id = ${accountId} and lower(p.${sql.raw(column)}) = lower(${value})
               and p.type <> 'Variable'
          ) m order by rank limit 1`,
    );
    if (found) return found;
  }
  return undefined;
}

async function findExisting(
  db: Db,
  accountId: string,
  order: ExternalOrder,
  identifier: ExternalIdentifier,
): Promise<OrderRecord | undefined> {
  if (identifier === 'number') {
    if (order.number === null) return undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.no, order.number)));
    return row;
  }
  if (!order.externalId) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.externalId, order.externalId),
        order.integrationId
          ? eq(orders.integrationId, order.integrationId)
          : and(eq(orders.source, order.source), sql`${orders.integrationId} is null`),
      ),
    )
    .orderBy(orders.no)
    .limit(1);
  return row;
}

const nipDigits = (value: string) => value.replace(/^PL/i, '').replace(/[\s-]/g, '');

function addressInput(given: ExternalAddress | null | undefined, stored: OrderAddress | null) {
  if (given === undefined) return stored ?? undefined;
  if (given === null) return null;
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/** An existing order as the create body it would have been made from. */
function storedBody(row: OrderRecord, parts: Awaited<ReturnType<typeof selectOrderParts>>): CreateOrderInput {
  return {
    statusId: row.statusId!,
    orderCountry: row.deliveryAddress?.country ?? 'PL',
    orderLanguage: row.orderLanguage as CreateOrderInput['orderLanguage'],
    source: row.source as OrderSource,
    warehouseId: row.warehouseId,
    priceListId: row.priceListId,
    externalId: row.externalId,
    externalUsername: row.externalUsername,
    integrationId: row.integrationId,
    email: row.email,
    phoneNumber: row.phoneNumber,
    companyName: row.companyName,
    vatRegistrationNumber: row.vatRegistrationNumber,
    prepareInvoice: row.prepareInvoice,
    orderNote: row.orderNote,
    customerComment: row.customerComment,
    buyerId: row.buyerId,
    externalStatus: row.externalStatus,
    discountCoupon: row.discountCoupon,
    currency: row.currency as CreateOrderInput['currency'],
    discountPrice: row.discount,
    deliveryMethod: row.deliveryMethod as CreateOrderInput['deliveryMethod'],
    courierModule: row.courierModule as CreateOrderInput['courierModule'],
    paymentMethod: row.paymentMethod as CreateOrderInput['paymentMethod'],
    cashOnDelivery: row.cashOnDelivery,
    created: row.createdAt.toISOString(),
    deliveryAddress: row.deliveryAddress,
    customerBillingAddress: row.billingAddress,
    pickupAddress: row.pickupAddress,
    products: parts.products.map((line) => ({
      productId: line.productId,
      productVariantId: line.productVariantId,
      name: line.name,
      url: line.url,
      imageUrl: line.imageUrl,
      ean: line.ean,
      sku: line.sku,
      auction: line.auction,
      quantity: line.quantity,
      grossPrice: line.grossPrice,
      tax: line.tax,
      catalogProductId: line.catalogProductId,
      catalogVariantId: line.catalogVariantId,
    })),
    payments: parts.payments.map((payment) => ({
      amount: payment.amount,
      method: payment.method as CreateOrderInput['paymentMethod'],
      reference: payment.reference,
      paidAt: payment.paidAt.toISOString(),
    })),
    shipments: [],
  };
}

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object')
    return (
      Object.values(value)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .join(', ') || '—'
    );
  return String(value as string | number);
};

const addressKeys = [
  'companyName',
  'name',
  'surname',
  'street',
  'buildingNumber',
  'flatNumber',
  'zipCode',
  'city',
  'country',
  'nip',
] as const;
const addressText = (
  address: Partial<Record<(typeof addressKeys)[number], string | null>> | null | undefined,
) =>
  address
    ? addressKeys
        .map((key) => address[key] ?? '')
        .filter(Boolean)
        .join(', ') || '—'
    : '—';

const linesText = (body: CreateOrderInput) =>
  body.products
    .map(
      (line) =>
        `${line.quantity} × ${line.name}${line.sku ? ` (${line.sku})` : ''} po ${fromGrosze(toGrosze(line.grossPrice))} (VAT ${line.tax}%)`,
    )
    .join('; ') || '—';
const paidText = (body: CreateOrderInput) =>
  fromGrosze(body.payments.reduce((sum, payment) => sum + toGrosze(payment.amount), 0));

/** The fields an update compares, with the Polish names the dry run's diff shows. */
const comparedFields: [string, (body: CreateOrderInput, ctx: ExternalContext) => string][] = [
  ['Status', (body, ctx) => ctx.statuses.find((s) => s.id === body.statusId)?.internalName ?? '—'],
  ['Data złożenia', (body) => text(body.created)],
  ['Waluta', (body) => body.currency],
  ['E-mail', (body) => text(body.email)],
  ['Telefon', (body) => text(body.phoneNumber)],
  ['Login kupującego', (body) => text(body.externalUsername)],
  ['Firma', (body) => text(body.companyName)],
  ['NIP', (body) => text(body.vatRegistrationNumber)],
  ['Faktura', (body) => text(body.prepareInvoice)],
  ['Komentarz klienta', (body) => text(body.customerComment)],
  ['Uwagi sprzedawcy', (body) => text(body.orderNote)],
  ['Status zewnętrzny', (body) => text(body.externalStatus)],
  ['Metoda płatności', (body) => text(body.paymentMethod)],
  ['Metoda dostawy', (body) => text(body.deliveryMethod)],
  ['Za pobraniem', (body) => text(body.cashOnDelivery)],
  ['Rabat', (body) => fromGrosze(toGrosze(body.discountPrice ?? '0'))],
  ['Kod rabatowy', (body) => text(body.discountCoupon)],
  ['Adres dostawy', (body) => addressText(body.deliveryAddress)],
  ['Adres do faktury', (body) => addressText(body.customerBillingAddress)],
  ['Pozycje', (body) => linesText(body)],
  ['Zapłacono', (body) => paidText(body)],
];

const bodyFieldNames: Record<string, string> = {
  email: 'E-mail',
  phoneNumber: 'Telefon',
  externalId: 'Identyfikator zewnętrzny',
  externalUsername: 'Login kupującego',
  companyName: 'Firma',
  vatRegistrationNumber: 'NIP',
  orderNote: 'Uwagi sprzedawcy',
  customerComment: 'Komentarz klienta',
  discountCoupon: 'Kod rabatowy',
  discountPrice: 'Rabat',
  currency: 'Waluta',
  orderCountry: 'Kraj',
  deliveryAddress: 'Dostawa',
  customerBillingAddress: 'Faktura',
  payments: 'Płatność',
  name: 'nazwa',
  sku: 'SKU',
  ean: 'EAN',
  quantity: 'ilość',
  grossPrice: 'cena',
  tax: 'stawka VAT',
  city: 'miejscowość',
  street: 'ulica',
  zipCode: 'kod pocztowy',
  country: 'kraj',
  surname: 'nazwisko',
};

/** A validation issue's path in the words of the file's fields: `products.1.name` → `Pozycja 2: nazwa`. */
function fieldName(path: PropertyKey[]): string {
  if (path[0] === 'products' && typeof path[1] === 'number')
    return `Pozycja ${path[1] + 1}${path[2] ? `: ${bodyFieldNames[String(path[2])] ?? String(path[2])}` : ''}`;
  const words = path
    .filter((part) => typeof part !== 'number')
    .map((part) => bodyFieldNames[String(part)] ?? String(part));
  return words.join(': ') || 'Zamówienie';
}

/**
 * Decides what one external order becomes (created, updated, unchanged or refused with a
 * reason) without writing: the dry run shows this, the final import applies it.
 */
export async function planExternalOrder(
  db: Db,
  ctx: ExternalContext,
  order: ExternalOrder,
  options: { identifier: ExternalIdentifier; mode: ExternalMode },
): Promise<ExternalPlan> {
  const warnings: ExternalWarning[] = [];
  const reject = (reason: string, orderNo: number | null = null): ExternalPlan => ({
    action: 'reject',
    reason,
    warnings,
    orderNo,
  });
  if (options.identifier === 'external' ? !order.externalId : order.number === null)
    return reject(externalMessages.keyMissing);
  const existing = await findExisting(db, ctx.accountId, order, options.identifier);
  if (existing && options.mode === 'add') return reject(externalMessages.rowExists, existing.no);
  if (!existing && options.identifier === 'number') return reject(externalMessages.numberUnknown);
  if (!existing && options.mode === 'update') return reject(externalMessages.rowMissing);
  const parts = existing ? await selectOrderParts(db, existing.id) : undefined;
  const stored = existing && parts ? storedBody(existing, parts) : undefined;

  let statusId = stored?.statusId ?? ctx.defaultStatus.id;
  if (order.statusName) {
    const status = statusFor(ctx, order.statusName);
    if (status) statusId = status.id;
    else {
      warnings.push({
        field: 'Status',
        message: externalMessages.statusUnknown(order.statusName, ctx.defaultStatus.internalName),
      });
      statusId = stored?.statusId ?? ctx.defaultStatus.id;
    }
  }

  let products = stored?.products ?? [];
  if (order.lines !== undefined) {
    products = [];
    for (const line of order.lines) {
      const match = await matchCatalogue(db, ctx.accountId, line);
      if (!match && (line.sku || line.ean))
        warnings.push({
          field: 'Pozycje',
          message: externalMessages.productUnknown(line.sku ? `o SKU ${line.sku}` : `o EAN ${line.ean}`),
        });
      products.push({
        name: line.name,
        sku: line.sku,
        ean: line.ean,
        quantity: line.quantity,
        grossPrice: fromGrosze(toGrosze(line.grossPrice)),
        tax: line.tax ?? vatPercent(match?.vat_rate_id ?? defaultVatRateId),
        catalogProductId: match?.product_id ?? null,
        catalogVariantId: match?.variant_id ?? null,
      });
    }
  }
  if (products.length === 0 && !existing) return reject(externalMessages.noLines);

  const billing = addressInput(order.billingAddress, stored?.customerBillingAddress as OrderAddress | null);
  const nip = order.nip !== undefined ? order.nip : (stored?.vatRegistrationNumber ?? null);
  const invoiceNip = nip ?? (billing && 'nip' in billing ? (billing.nip as string | null) : null);
  const prepareInvoice = order.prepareInvoice ?? stored?.prepareInvoice ?? false;
  if (invoiceNip && !isValidNip(nipDigits(invoiceNip))) {
    if (prepareInvoice) return reject(externalMessages.nipInvalid, existing?.no ?? null);
    warnings.push({ field: 'NIP', message: externalMessages.nipWarning });
  } else if (prepareInvoice && !invoiceNip) return reject(externalMessages.nipInvalid, existing?.no ?? null);

  const currency = order.currency ?? stored?.currency ?? 'PLN';
  // A file written to the minute (our export) keeps the stored seconds of the same minute.
  const sameMinute =
    order.created !== undefined &&
    stored?.created !== undefined &&
    Math.floor(Date.parse(order.created) / 60_000) === Math.floor(Date.parse(stored.created) / 60_000);
  const created = sameMinute ? stored.created : (order.created ?? stored?.created);
  const payments =
    order.paid === undefined
      ? (stored?.payments ?? [])
      : toGrosze(order.paid.amount) > 0
        ? [
            {
              amount: order.paid.amount,
              method: order.paymentMethod ?? stored?.paymentMethod ?? null,
              paidAt: order.paid.paidAt ?? created ?? undefined,
            },
          ]
        : [];
  const delivery = addressInput(order.deliveryAddress, (stored?.deliveryAddress as OrderAddress) ?? null);
  const keep = <T>(given: T | undefined, kept: T) => (given === undefined ? kept : given);
  const input = {
    ...(stored ?? {}),
    statusId,
    orderCountry:
      (delivery && 'country' in delivery && (delivery.country as string)) || stored?.orderCountry || 'PL',
    source: stored?.source ?? order.source,
    externalId: stored?.externalId ?? order.externalId,
    integrationId: stored?.integrationId ?? order.integrationId,
    currency,
    created,
    email: keep(order.email, stored?.email ?? null),
    phoneNumber: keep(order.phone, stored?.phoneNumber ?? null),
    externalUsername: keep(order.buyerLogin, stored?.externalUsername ?? null),
    companyName: keep(order.companyName, stored?.companyName ?? null),
    vatRegistrationNumber: nip === null ? null : nipDigits(nip),
    prepareInvoice,
    customerComment: keep(order.customerComment, stored?.customerComment ?? null),
    orderNote: keep(order.orderNote, stored?.orderNote ?? null),
    externalStatus: keep(order.externalStatus, stored?.externalStatus ?? null),
    paymentMethod: keep(order.paymentMethod, stored?.paymentMethod ?? null),
    deliveryMethod: keep(order.deliveryMethod, stored?.deliveryMethod ?? null),
    cashOnDelivery: keep(order.cashOnDelivery, stored?.cashOnDelivery ?? false),
    discountPrice: keep(order.discount, stored?.discountPrice ?? '0.00'),
    discountCoupon: keep(order.discountCoupon, stored?.discountCoupon ?? null),
    deliveryAddress: delivery,
    customerBillingAddress: billing,
    products,
    payments,
    shipments: [],
  };
  // The order module's own validation: lengths, e-mail, countries, VAT rates, amounts.
  const parsed = createOrderBody.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return reject(`${fieldName(issue.path)}: ${issue.message}`, existing?.no ?? null);
  }
  const body = parsed.data;
  if (!existing || !stored) return { action: 'create', body, warnings };
  const diff: ExternalDiff[] = [];
  for (const [field, show] of comparedFields) {
    const [before, after] = [show(stored, ctx), show(body, ctx)];
    if (before !== after) diff.push({ field, before, after });
  }
  if (diff.some((entry) => entry.field === 'Pozycje') && parts!.returns.length > 0)
    return reject(externalMessages.hasReturns, existing.no);
  return {
    action: diff.length === 0 ? 'unchanged' : 'update',
    orderId: existing.id,
    orderNo: existing.no,
    version: existing.version,
    body,
    diff,
    warnings,
  };
}

/** The columns an import may change, written back as they were by a restore. */
const restoredColumns = [
  'statusId',
  'createdAt',
  'currency',
  'email',
  'phoneNumber',
  'externalUsername',
  'companyName',
  'vatRegistrationNumber',
  'prepareInvoice',
  'customerComment',
  'orderNote',
  'externalStatus',
  'paymentMethod',
  'deliveryMethod',
  'cashOnDelivery',
  'discount',
  'discountCoupon',
  'deliveryAddress',
  'billingAddress',
  'customerName',
  'totalNet',
  'totalGross',
  'alreadyPaid',
  'alreadyPaidAt',
] as const;
type RestoredColumn = (typeof restoredColumns)[number];
const dateColumns = new Set<RestoredColumn>(['createdAt', 'alreadyPaidAt']);

const pick = (row: OrderRecord) =>
  Object.fromEntries(restoredColumns.map((column) => [column, row[column]])) as Record<string, unknown>;

async function replaceParts(
  tx: Db,
  orderId: string,
  lines: (typeof orderProducts.$inferInsert)[],
  payments: (typeof orderPayments.$inferInsert)[],
) {
  await tx.delete(orderProducts).where(eq(orderProducts.orderId, orderId));
  await tx.delete(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (lines.length > 0) await tx.insert(orderProducts).values(lines);
  if (payments.length > 0) await tx.insert(orderPayments).values(payments);
}

async function recordStatusMove(
  tx: Db,
  actor: Actor,
  orderId: string,
  from: string | null,
  to: string | null,
) {
  if (from === to) return;
  await tx.insert(orderStatusHistory).values({
    accountId: actor.accountId,
    orderId,
    fromStatusId: from,
    toStatusId: to,
    comment: 'Import zamówień',
    userId: actor.userId,
  });
}

/**
 * Writes a plan: a new order through `createOrder` (with the file's prices), an update in one
 * transaction with stock brought in line as for any order change. Answers the order and, for an
 * update, its before-image.
 */
export async function applyExternalOrder(
  db: Db,
  actor: Actor,
  plan: ExternalPlan,
): Promise<{ orderId: string; orderNo: number; before?: ExternalBeforeImage } | null> {
  if (plan.action === 'reject' || plan.action === 'unchanged') return null;
  if (plan.action === 'create') {
    const order = await createOrder(db, actor, plan.body, undefined, { linePrices: 'given' });
    return { orderId: order.id, orderNo: order.no };
  }
  return db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, plan.orderId, true);
    if (!row) return null;
    const parts = await selectOrderParts(tx, row.id);
    const before: ExternalBeforeImage = {
      orderId: row.id,
      columns: pick(row),
      lines: parts.products,
      payments: parts.payments,
    };
    const filled = await fillCatalogLines(tx, actor.accountId, row.priceListId, plan.body.products);
    const products = filled.map((line, index) => ({
      ...line,
      name: plan.body.products[index]!.name,
      grossPrice: plan.body.products[index]!.grossPrice,
      tax: plan.body.products[index]!.tax,
    }));
    const prepared = prepareOrder(actor, { ...plan.body, products }, row.no);
    const { order } = prepared;
    const next = prepared.parts(row.id);
    const values = Object.fromEntries(
      restoredColumns.map((column) => [column, order[column as keyof typeof order]]),
    ) as Partial<OrderRecord>;
    // Parts are rewritten only when they change: unchanged lines keep their ids and stock holds.
    const changed = new Set(plan.diff.map((entry) => entry.field));
    if (changed.has('Pozycje')) {
      await tx.delete(orderProducts).where(eq(orderProducts.orderId, row.id));
      if (next.products.length > 0) await tx.insert(orderProducts).values(next.products);
    }
    if (changed.has('Zapłacono')) {
      await tx.delete(orderPayments).where(eq(orderPayments.orderId, row.id));
      if (next.payments.length > 0) await tx.insert(orderPayments).values(next.payments);
    }
    await saveOrder(tx, actor, row, values);
    await recordStatusMove(tx, actor, row.id, row.statusId, order.statusId ?? null);
    await syncOrderStock(tx, actor, row.id);
    await auditOrder(tx, actor, 'edit', row, {
      changes: auditChanges(pick(row), values as Record<string, unknown>),
      source: 'Import zamówień',
    });
    await orderEvents(tx, actor.accountId, [{ ...row, ...values, version: row.version + 1 }], { from: row });
    return { orderId: row.id, orderNo: row.no, before };
  });
}

/** A stored row read back from its JSON: its `…At` timestamps become dates again. */
const revive = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );

/** Puts an updated order back as its before-image says: columns, lines, payments, status; then its stock. */
export async function restoreExternalOrder(
  db: Db,
  actor: Actor,
  before: ExternalBeforeImage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, before.orderId, true);
    if (!row) return false;
    const values = Object.fromEntries(
      Object.entries(before.columns).map(([key, value]) => [
        key,
        dateColumns.has(key as RestoredColumn) && typeof value === 'string' ? new Date(value) : value,
      ]),
    ) as Partial<OrderRecord>;
    await replaceParts(
      tx,
      row.id,
      before.lines.map((line) => revive(line) as typeof orderProducts.$inferInsert),
      before.payments.map((payment) => revive(payment) as typeof orderPayments.$inferInsert),
    );
    await saveOrder(tx, actor, row, values);
    await recordStatusMove(
      tx,
      actor,
      row.id,
      row.statusId,
      (values.statusId as string | null) ?? row.statusId,
    );
    await syncOrderStock(tx, actor, row.id);
    await auditOrder(tx, actor, 'edit', row, {
      changes: auditChanges(pick(row), values as Record<string, unknown>),
      source: 'Wycofanie importu zamówień',
    });
    await orderEvents(tx, actor.accountId, [{ ...row, ...values, version: row.version + 1 }], { from: row });
    return true;
  });
}

/** Deletes an order an import created, giving back every unit of stock it reserved or took. */
export async function removeExternalOrder(db: Db, actor: Actor, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await selectOrder(tx, actor.accountId, orderId, true);
    if (!row) return false;
    await undoOrderStock(tx, actor, orderId);
    await deleteOrders(tx, actor.accountId, [orderId]);
    await auditOrder(tx, actor, 'delete', row, {
      externalId: row.externalId,
      totalGross: `${row.totalGross} ${row.currency}`,
      source: 'Wycofanie importu zamówień',
    });
    return true;
  });
}
