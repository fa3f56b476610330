import type {
  Product,
  ProductStatus,
  ProductType,
  UpdateProductBody,
  WeightUnit,
} from '@zaplecze/contract/products/products';
import type { PolishVatRateId } from '@zaplecze/contract/vat/vat';
import type { ProductEditorOptions } from './types';

/** A price row of the form: one per independent price list; an empty amount means "no price". */
export interface PriceRow {
  priceListId: string;
  amount: string;
}

export interface VariantValues {
  id: string | null;
  sku: string;
  ean: string;
  name: string;
  axes: Record<string, string>;
  prices: PriceRow[];
}

export interface PictureValues {
  url: string;
  description: string;
}

/** The editor's one form state across every tab; numbers are held as typed text until saved. */
export interface EditorValues {
  sku: string;
  ean: string;
  name: string;
  shortDescription: string;
  longDescription: string;
  type: ProductType;
  status: ProductStatus;
  saleFrom: string;
  deliveryTimeDays: string;
  gtu: string;
  modelCode: string;
  unit: string;
  unitValue: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightAmount: string;
  weightUnit: WeightUnit;
  pictures: PictureValues[];
  producerId: string | null;
  brandId: string | null;
  supplierId: string | null;
  categoryId: string | null;
  additionalCategory1Id: string | null;
  additionalCategory2Id: string | null;
  gpsrCompanyId: string | null;
  gpsrContactId: string | null;
  vatRateId: PolishVatRateId;
  parameterValues: Record<string, string>;
  customFieldValues: Record<string, string>;
  tags: string[];
  prices: PriceRow[];
  variants: VariantValues[];
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function independentLists(options: ProductEditorOptions) {
  return options.priceLists.filter((list) => list.type === 'independent');
}

/** One row per independent list, in the options' order, filled from the stored prices. */
export function priceRows(
  options: ProductEditorOptions,
  stored: readonly { priceListId: string; amount: string | null; derived?: boolean }[],
): PriceRow[] {
  return independentLists(options).map((list) => ({
    priceListId: list.id,
    // Shown in Polish notation ("1234,56"), as the user types it; submitted back with a dot.
    amount: (stored.find((price) => price.priceListId === list.id && !price.derived)?.amount ?? '').replace(
      '.',
      ',',
    ),
  }));
}

export function emptyVariant(options: ProductEditorOptions): VariantValues {
  return { id: null, sku: '', ean: '', name: '', axes: {}, prices: priceRows(options, []) };
}

export function emptyValues(options: ProductEditorOptions): EditorValues {
  return {
    sku: '',
    ean: '',
    name: '',
    shortDescription: '',
    longDescription: '',
    type: 'Simple',
    status: 'Draft',
    saleFrom: '',
    deliveryTimeDays: '',
    gtu: '',
    modelCode: '',
    unit: '',
    unitValue: '',
    lengthCm: '',
    widthCm: '',
    heightCm: '',
    weightAmount: '',
    weightUnit: 'kg',
    pictures: [],
    producerId: null,
    brandId: null,
    supplierId: null,
    categoryId: null,
    additionalCategory1Id: null,
    additionalCategory2Id: null,
    gpsrCompanyId: null,
    gpsrContactId: null,
    vatRateId: 'standard23',
    parameterValues: {},
    customFieldValues: {},
    tags: [],
    prices: priceRows(options, []),
    variants: [],
  };
}

export function toFormValues(product: Product, options: ProductEditorOptions): EditorValues {
  return {
    ...emptyValues(options),
    sku: product.sku,
    ean: product.ean,
    name: product.name,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    type: product.type,
    status: product.status,
    saleFrom: product.saleFrom ?? '',
    deliveryTimeDays: text(product.deliveryTimeDays),
    gtu: product.gtu,
    modelCode: product.modelCode,
    unit: product.unit,
    unitValue: text(product.unitValue),
    lengthCm: text(product.lengthCm),
    widthCm: text(product.widthCm),
    heightCm: text(product.heightCm),
    weightAmount: text(product.weightAmount),
    weightUnit: product.weightUnit,
    pictures: product.pictures.map((picture) => ({
      url: picture.url,
      description: picture.description ?? '',
    })),
    producerId: product.producerId,
    brandId: product.brandId,
    supplierId: product.supplierId,
    categoryId: product.categoryId,
    additionalCategory1Id: product.additionalCategory1Id,
    additionalCategory2Id: product.additionalCategory2Id,
    gpsrCompanyId: product.gpsrCompanyId,
    gpsrContactId: product.gpsrContactId,
    vatRateId: product.vatRateId,
    parameterValues: { ...product.parameterValues },
    customFieldValues: { ...product.customFieldValues },
    tags: [...product.tags],
    prices: priceRows(options, product.prices),
    variants: [...product.variants]
      .sort((a, b) => a.position - b.position)
      .map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        ean: variant.ean,
        name: variant.name,
        axes: { ...variant.axes },
        prices: priceRows(options, variant.prices),
      })),
  };
}

/** The submitted prices: rows without an amount are left out, a decimal comma becomes a dot. */
export function submittedPrices(rows: readonly PriceRow[]) {
  return rows
    .filter((row) => row.amount.trim() !== '')
    .map((row) => ({ priceListId: row.priceListId, amount: row.amount.trim().replace(',', '.') }));
}

/** Empty values are not stored: a cleared parameter or custom field is removed from the product. */
function filled(record: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/** The request body of POST/PUT; a product that is not Variable sends no variants. */
export function toBody(values: EditorValues): Omit<UpdateProductBody, 'version'> {
  const decimal = (value: string) => (value.trim() === '' ? null : value.trim().replace(',', '.'));
  return {
    ...values,
    saleFrom: values.saleFrom || null,
    deliveryTimeDays: values.deliveryTimeDays.trim() === '' ? null : Number(values.deliveryTimeDays),
    unitValue: decimal(values.unitValue),
    lengthCm: decimal(values.lengthCm),
    widthCm: decimal(values.widthCm),
    heightCm: decimal(values.heightCm),
    weightAmount: decimal(values.weightAmount),
    parameterValues: filled(values.parameterValues),
    customFieldValues: filled(values.customFieldValues),
    prices: submittedPrices(values.prices),
    variants:
      values.type === 'Variable'
        ? values.variants.map((variant) => ({
            ...variant,
            axes: filled(variant.axes),
            prices: submittedPrices(variant.prices),
          }))
        : [],
  };
}
