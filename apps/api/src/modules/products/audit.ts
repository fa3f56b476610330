import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatMoney } from '@zaplecze/contract/common/money';
import { productStatusLabels, productTypeLabels, type Product } from '@zaplecze/contract/products/products';
import { polishVatRates } from '@zaplecze/contract/vat/vat';
import type { Db } from '../../db/client';
import {
  brands,
  customFields,
  gpsrCompanies,
  gpsrContacts,
  producers,
  productCategories,
  productParameters,
  suppliers,
} from '../../db/schema/index';
import type { PriceListRow } from '../warehouses/service';

/** Names of what a product points at, by id (dictionaries, parameters, price lists) or key (custom fields). */
export type AuditNames = Map<string, string>;

type NamedTable = PgTable & { id: PgColumn; accountId: PgColumn };

async function namesIn(
  db: Db,
  table: NamedTable,
  name: PgColumn | ReturnType<typeof sql>,
  accountId: string,
  ids: string[],
) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sql<string>`${table.id}`, name: sql<string>`${name}` })
    .from(table)
    .where(and(eq(table.accountId, accountId), inArray(table.id, ids)));
}

/** Looks up, in a few queries, the names an audit entry of these products needs. */
export async function auditNames(
  db: Db,
  accountId: string,
  products: readonly Product[],
  lists: readonly PriceListRow[],
): Promise<AuditNames> {
  const ids = (pick: (product: Product) => (string | null)[]) =>
    [...new Set(products.flatMap(pick))].filter((id): id is string => id !== null);
  const rows = await Promise.all([
    namesIn(
      db,
      producers,
      producers.name,
      accountId,
      ids((p) => [p.producerId]),
    ),
    namesIn(
      db,
      brands,
      brands.name,
      accountId,
      ids((p) => [p.brandId]),
    ),
    namesIn(
      db,
      suppliers,
      suppliers.name,
      accountId,
      ids((p) => [p.supplierId]),
    ),
    namesIn(
      db,
      productCategories,
      productCategories.name,
      accountId,
      ids((p) => [p.categoryId, p.additionalCategory1Id, p.additionalCategory2Id]),
    ),
    namesIn(
      db,
      gpsrCompanies,
      gpsrCompanies.name,
      accountId,
      ids((p) => [p.gpsrCompanyId]),
    ),
    namesIn(
      db,
      gpsrContacts,
      sql`${gpsrContacts.firstName} || ' ' || ${gpsrContacts.lastName}`,
      accountId,
      ids((p) => [p.gpsrContactId]),
    ),
    namesIn(
      db,
      productParameters,
      productParameters.name,
      accountId,
      ids((p) => [...Object.keys(p.parameterValues), ...p.variants.flatMap((v) => Object.keys(v.axes))]),
    ),
  ]);
  const names: AuditNames = new Map(rows.flat().map((row) => [row.id, row.name]));
  for (const list of lists) names.set(list.id, list.name);
  const keys = ids((p) => Object.keys(p.customFieldValues));
  if (keys.length > 0) {
    const fields = await db
      .select({ key: customFields.key, label: customFields.label })
      .from(customFields)
      .where(and(eq(customFields.accountId, accountId), inArray(customFields.key, keys)));
    for (const field of fields) names.set(`custom:${field.key}`, field.label);
  }
  return names;
}

const reference = (id: string | null, names: AuditNames) => (id ? { id, label: names.get(id) ?? id } : null);

function pricesOf(prices: Product['prices']) {
  return prices
    .filter((price) => !price.derived && price.amount !== null)
    .map((price) => ({
      id: price.priceListId,
      label: `${price.priceListName}: ${formatMoney(price.amount!, price.currency)}`,
    }));
}

const pairs = (values: Record<string, string>, nameOf: (key: string) => string) =>
  Object.entries(values)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ id: key, label: `${nameOf(key)}: ${value}` }));

/**
 * What an audit entry compares, as a reader of the history wants it: references as
 * { id, label } (so a deleted producer still reads by name), prices and variants as lines.
 */
export function auditedProduct(product: Product, names: AuditNames): Record<string, unknown> {
  const vat = polishVatRates.find((rate) => rate.id === product.vatRateId);
  return {
    sku: product.sku,
    ean: product.ean,
    name: product.name,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    type: { id: product.type, label: productTypeLabels[product.type] },
    status: { id: product.status, label: productStatusLabels[product.status] },
    saleFrom: product.saleFrom,
    deliveryTimeDays: product.deliveryTimeDays,
    gtu: product.gtu,
    modelCode: product.modelCode,
    unit: product.unit,
    unitValue: product.unitValue,
    lengthCm: product.lengthCm,
    widthCm: product.widthCm,
    heightCm: product.heightCm,
    weightAmount: product.weightAmount,
    weightUnit: product.weightUnit,
    pictures: product.pictures.map((picture) => ({
      id: picture.url,
      label: picture.description || picture.url,
    })),
    producer: reference(product.producerId, names),
    brand: reference(product.brandId, names),
    supplier: reference(product.supplierId, names),
    category: reference(product.categoryId, names),
    additionalCategory1: reference(product.additionalCategory1Id, names),
    additionalCategory2: reference(product.additionalCategory2Id, names),
    gpsrCompany: reference(product.gpsrCompanyId, names),
    gpsrContact: reference(product.gpsrContactId, names),
    vatRate: { id: product.vatRateId, label: vat?.label ?? product.vatRateId },
    parameters: pairs(product.parameterValues, (id) => names.get(id) ?? id),
    customFields: pairs(product.customFieldValues, (key) => names.get(`custom:${key}`) ?? key),
    tags: product.tags,
    prices: pricesOf(product.prices),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: [
        variant.sku,
        variant.name,
        variant.ean && `EAN ${variant.ean}`,
        ...pairs(variant.axes, (id) => names.get(id) ?? id).map((pair) => pair.label),
        ...pricesOf(variant.prices).map((price) => price.label),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  };
}
