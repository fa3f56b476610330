import type { Db } from '../../db/client';
import {
  applyExternalOrder,
  externalContext,
  externalMessages,
  planExternalOrder,
  type Actor,
  type ExternalAddress,
  type ExternalOrder,
} from '../orders/service';
import type { MappedOrder } from './mapping';

/** What a later Shopify version changed on the order's lines and data (status moves elsewhere). */
export interface ShopifyEdit {
  /** The changed fields in the sync log's words (`Pozycje`, `Zapłacono`, …); empty when none. */
  fields: string[];
  /** Why part of the version was not applied (refused data, lines of a shipped order); null when all was. */
  problem: string | null;
}

const addressOf = (address: MappedOrder['body']['deliveryAddress']): ExternalAddress | null =>
  address ? { ...address } : null;

/** The mapped Shopify order as an external order: its lines, addresses, e-mail, phone, comment and payment. */
function externalOf(connectionId: string, mapped: MappedOrder): ExternalOrder {
  const { body } = mapped;
  const payment = body.payments?.[0];
  return {
    externalId: body.externalId ?? null,
    number: null,
    source: 'shop',
    integrationId: `shopify:${connectionId}`,
    currency: body.currency,
    email: body.email ?? null,
    phone: body.phoneNumber ?? null,
    customerComment: body.customerComment ?? null,
    discount: body.discountPrice ?? '0.00',
    deliveryAddress: addressOf(body.deliveryAddress),
    billingAddress: addressOf(body.customerBillingAddress),
    lines: (body.products ?? []).map((line) => ({
      name: line.name,
      sku: line.sku ?? null,
      ean: line.ean ?? null,
      quantity: line.quantity,
      grossPrice: line.grossPrice,
      tax: line.tax ?? null,
    })),
    paid: payment
      ? {
          amount: payment.amount,
          paidAt: payment.paidAt ?? null,
          method: payment.method ?? null,
          reference: payment.reference ?? null,
        }
      : { amount: '0.00', paidAt: null },
  };
}

/**
 * A later version's lines (quantities, added and removed lines, prices), addresses, e-mail and
 * payment, written through the orders module's external update (the import's plan and write, the
 * connection's catalogue matching, signed "Shopify"): stock follows as for an order edited by
 * hand, the order's sync log gets each changed field before → after. The lines of an order
 * already shipped, returned or cancelled stay as they are. Nothing differs: nothing is written.
 */
export async function applyShopifyEdit(
  tx: Db,
  actor: Actor,
  connection: { id: string; productSettings: { matchBy: 'sku' | 'barcode' } },
  orderId: string,
  label: string,
  mapped: MappedOrder,
): Promise<ShopifyEdit> {
  const ctx = await externalContext(tx, actor.accountId);
  const plan = await planExternalOrder(tx, ctx, externalOf(connection.id, mapped), {
    identifier: 'external',
    mode: 'update',
    matchBy: connection.productSettings.matchBy,
    keepSettledLines: true,
  });
  if (plan.action === 'reject') return { fields: [], problem: plan.reason };
  if (plan.action === 'create' || plan.orderId !== orderId)
    return { fields: [], problem: 'Zamówienie nie jest już powiązane z tym zamówieniem Shopify' };
  const settled = plan.warnings.some((warning) => warning.message === externalMessages.linesSettled);
  if (plan.action === 'update')
    await applyExternalOrder(tx, actor, plan, { source: 'Shopify', note: `Zmieniono w Shopify (${label})` });
  return {
    fields: plan.action === 'update' ? plan.diff.map((entry) => entry.field) : [],
    problem: settled ? externalMessages.linesSettled : null,
  };
}
