import type { Product } from '@zaplecze/contract/products/products';
import type { PriceListRow } from '../warehouses/service';
import { priceViews } from './prices';
import type { PriceRow, ProductRow, VariantRow } from './repository';

export const productTarget = 'product';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

const storedOf = (prices: readonly PriceRow[], variantId: string | null) =>
  new Map(
    prices.filter((price) => price.variantId === variantId).map((price) => [price.priceListId, price.amount]),
  );

export function toProduct(
  row: ProductRow,
  variants: readonly VariantRow[],
  prices: readonly PriceRow[],
  lists: readonly PriceListRow[],
): Product {
  return {
    id: row.id,
    sku: row.sku,
    ean: row.ean ?? '',
    name: row.name,
    shortDescription: row.shortDescription ?? '',
    longDescription: row.longDescription ?? '',
    type: row.type,
    status: row.status,
    saleFrom: row.saleFrom,
    deliveryTimeDays: row.deliveryTimeDays,
    gtu: row.gtu ?? '',
    modelCode: row.modelCode ?? '',
    unit: row.unit ?? '',
    unitValue: numberOrNull(row.unitValue),
    lengthCm: numberOrNull(row.lengthCm),
    widthCm: numberOrNull(row.widthCm),
    heightCm: numberOrNull(row.heightCm),
    weightAmount: numberOrNull(row.weightAmount),
    weightUnit: row.weightUnit,
    pictures: row.pictures,
    producerId: row.producerId,
    brandId: row.brandId,
    supplierId: row.supplierId,
    categoryId: row.categoryId,
    additionalCategory1Id: row.additionalCategory1Id,
    additionalCategory2Id: row.additionalCategory2Id,
    gpsrCompanyId: row.gpsrCompanyId,
    gpsrContactId: row.gpsrContactId,
    vatRateId: row.vatRateId,
    parameterValues: row.parameterValues,
    customFieldValues: row.customFieldValues,
    tags: row.tags,
    price: row.price === null ? null : { amount: row.price, currency: row.currency },
    prices: priceViews(lists, storedOf(prices, null)),
    variants: variants.map((variant) => ({
      id: variant.id,
      position: variant.position,
      sku: variant.sku,
      ean: variant.ean ?? '',
      name: variant.name ?? '',
      axes: variant.axes,
      prices: priceViews(lists, storedOf(prices, variant.id)),
      stock: variant.stock,
      stockReserved: variant.stockReserved,
    })),
    stock: row.stock,
    stockReserved: row.stockReserved,
    created: row.createdAt.toISOString(),
    modified: row.modifiedAt.toISOString(),
    version: row.version,
  };
}
