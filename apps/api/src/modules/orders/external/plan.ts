import { isValidNip } from '@zaplecze/contract/accounts/accounts';
import { fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import type { OrderAddress } from '@zaplecze/contract/orders/order-parts';
import { createOrderBody } from '@zaplecze/contract/orders/orders';
import { defaultVatRateId } from '@zaplecze/contract/vat/vat';
import type { Db } from '../../../db/client';
import { vatPercent } from '../../stock/service';
import { selectOrderParts } from '../repository';
import { comparedFields, fieldName, linesText } from './diff';
import { addressInput, findExisting, matchCatalogue, nipDigits, statusFor, storedBody } from './match';
import {
  externalMessages,
  type ExternalContext,
  type ExternalDiff,
  type ExternalOrder,
  type ExternalPlan,
  type ExternalPlanOptions,
  type ExternalWarning,
} from './types';

/**
 * Decides what one external order becomes (created, updated, unchanged or refused with a
 * reason) without writing: the dry run shows this, the final import applies it.
 */
export async function planExternalOrder(
  db: Db,
  ctx: ExternalContext,
  order: ExternalOrder,
  options: ExternalPlanOptions,
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
  const existing = await findExisting(db, ctx, order, options.identifier);
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
      const match = await matchCatalogue(db, ctx, line, options.matchBy);
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
  // A connector does not change what was already sent, returned or cancelled: lines stay, the rest follows.
  const settled =
    existing && parts && (existing.isCancelled || parts.shipments.length > 0 || parts.returns.length > 0);
  if (options.keepSettledLines && settled && stored && linesText(stored) !== linesText({ products })) {
    products = stored.products;
    warnings.push({ field: 'Pozycje', message: externalMessages.linesSettled });
  }

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
              method: order.paid.method ?? order.paymentMethod ?? stored?.paymentMethod ?? null,
              ...(order.paid.reference ? { reference: order.paid.reference } : {}),
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
