import type { Product } from '@zaplecze/contract/products/products';
import type { PriceListRow } from '../warehouses/service';
import { priceViews } from './prices';
import type { PriceRow, ProductFields, ProductRow, VariantRow } from './repository';
import type { ProductValues } from './validation';

export const productTarget = 'product';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const decimalText = (value: number | null) => (value === null ? null : String(value));

/** The stored columns of a checked body (prices and variants are stored apart). */
export function productFieldsOf(values: ProductValues): ProductFields {
  return {
    sku: values.sku,
    ean: values.ean || null,
    name: values.name,
    shortDescription: values.shortDescription || null,
    longDescription: values.longDescription || null,
    type: values.type,
    status: values.status,
    saleFrom: values.saleFrom,
    deliveryTimeDays: values.deliveryTimeDays,
    gtu: values.gtu || null,
    modelCode: values.modelCode || null,
    unit: values.unit || null,
    unitValue: decimalText(values.unitValue),
    lengthCm: decimalText(values.lengthCm),
    widthCm: decimalText(values.widthCm),
    heightCm: decimalText(values.heightCm),
    weightAmount: decimalText(values.weightAmount),
    weightUnit: values.weightUnit,
    pictures: values.pictures,
    producerId: values.producerId,
    brandId: values.brandId,
    supplierId: values.supplierId,
    categoryId: values.categoryId,
    additionalCategory1Id: values.additionalCategory1Id,
    additionalCategory2Id: values.additionalCategory2Id,
    gpsrCompanyId: values.gpsrCompanyId,
    gpsrContactId: values.gpsrContactId,
    vatRateId: values.vatRateId,
    parameterValues: values.parameterValues,
    customFieldValues: values.customFieldValues,
    tags: values.tags,
  };
}

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
