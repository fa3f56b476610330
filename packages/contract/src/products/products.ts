import { z } from 'zod';
import { optionalText, requiredText, timestamps } from './product-dictionaries';
import { productStatuses, productTypes } from './product-filter-fields';
import { polishVatRateIds } from '../vat/vat';

/**
 * The catalogue product of spec 002 §3 (every import target), its variants, prices per price list
 * and stock per warehouse. The editor, the API and the import share these rules.
 */
export {
  productStatuses,
  productStatusLabels,
  productTypes,
  productTypeLabels,
} from './product-filter-fields';
export type ProductStatus = (typeof productStatuses)[number];
export type ProductType = (typeof productTypes)[number];

export const weightUnits = ['kg', 'g'] as const;
export type WeightUnit = (typeof weightUnits)[number];

export const stockMovementKinds = [
  'adjustment', // set or corrected by a person (editor, stock tab)
  'import', // written by an import run
  'reservation', // an order line reserved stock (reservedDelta > 0)
  'release', // a reservation released on cancellation (reservedDelta < 0)
  'consumption', // a reservation's timing reached: taken from on-hand and reserved
  'sale', // onOrderCreate: taken from on-hand at once, never returned on cancel
  'return', // a return put stock back
] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];
export const stockReservationStates = ['reserved', 'consumed', 'released'] as const;
export type StockReservationState = (typeof stockReservationStates)[number];

export const productLimits = {
  sku: 64,
  ean: 14,
  name: 300,
  shortDescription: 2000,
  longDescription: 100_000,
  gtu: 10,
  modelCode: 64,
  unit: 16,
  pictures: 16,
  pictureUrl: 2048,
  pictureDescription: 256,
  tags: 30,
  tag: 50,
  variants: 200,
  parameterValue: 500,
  deliveryTimeDays: 365,
  dimension: 100_000,
  weight: 100_000,
} as const;

/** Stock below this is 'Niski stan' (spec 002 §4, §9). */
export const lowStockThreshold = 5;

export const productMessages = {
  skuRequired: 'SKU jest wymagane',
  nameRequired: 'Nazwa produktu jest wymagana',
  skuTaken: 'Produkt o tym SKU już istnieje',
  eanInvalid: 'Nieprawidłowy kod EAN (8 lub 13 cyfr z poprawną cyfrą kontrolną)',
  tooManyPictures: `Najwyżej ${productLimits.pictures} zdjęć`,
  tooManyTags: `Najwyżej ${productLimits.tags} tagów`,
  variantsOnlyVariable: 'Warianty ma tylko produkt z wariantami',
  variantSkuDuplicate: 'SKU wariantów muszą być różne',
  notFound: 'Nie znaleziono produktu.',
  stale: 'Produkt został zmieniony przez kogoś innego. Odśwież, aby zobaczyć zmiany.',
  number: 'Podaj liczbę',
  nonNegative: 'Wartość nie może być ujemna',
  wholeNumber: 'Podaj liczbę całkowitą',
} as const;

/** EAN-8 or EAN-13 with its check digit (GS1 mod 10). */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export type StockLabel = 'Brak na stanie' | 'Niski stan' | 'Na stanie';
export function stockLabel(stock: number): StockLabel {
  if (stock <= 0) return 'Brak na stanie';
  return stock < lowStockThreshold ? 'Niski stan' : 'Na stanie';
}

const eanField = optionalText(productLimits.ean).refine(
  (value) => value === '' || isValidEan(value),
  productMessages.eanInvalid,
);
const decimal = (max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value) => (value === '' ? null : Number(String(value).replace(',', '.'))))
    .refine((value) => value === null || Number.isFinite(value), productMessages.number)
    .refine((value) => value === null || value >= 0, productMessages.nonNegative)
    .refine((value) => value === null || value <= max, `Najwyżej ${max}`)
    .nullable()
    .default(null);
const optionalId = z.uuid().nullable().default(null);
const amountText = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Nieprawidłowa kwota.');

export const productPicture = z.object({
  url: requiredText(productLimits.pictureUrl, 'Adres zdjęcia jest wymagany'),
  description: optionalText(productLimits.pictureDescription),
});
export type ProductPicture = z.infer<typeof productPicture>;

/** A price in an independent price list; dependent lists are derived and never sent. */
export const productPriceInput = z.object({ priceListId: z.uuid(), amount: amountText });

export const productVariantInput = z.object({
  id: z.uuid().nullable().default(null),
  sku: requiredText(productLimits.sku, productMessages.skuRequired),
  ean: eanField,
  name: optionalText(productLimits.name),
  axes: z.record(z.uuid(), z.string().trim().max(productLimits.parameterValue)).default({}),
  prices: z.array(productPriceInput).max(20).default([]),
});

export const productFields = {
  sku: requiredText(productLimits.sku, productMessages.skuRequired),
  ean: eanField,
  name: requiredText(productLimits.name, productMessages.nameRequired),
  shortDescription: optionalText(productLimits.shortDescription),
  longDescription: optionalText(productLimits.longDescription),
  type: z.enum(productTypes).default('Simple'),
  status: z.enum(productStatuses).default('Draft'),
  saleFrom: z.iso.date().nullable().default(null),
  deliveryTimeDays: z
    .number()
    .int(productMessages.wholeNumber)
    .min(0)
    .max(productLimits.deliveryTimeDays)
    .nullable()
    .default(null),
  gtu: optionalText(productLimits.gtu),
  modelCode: optionalText(productLimits.modelCode),
  unit: optionalText(productLimits.unit),
  unitValue: decimal(1_000_000),
  lengthCm: decimal(productLimits.dimension),
  widthCm: decimal(productLimits.dimension),
  heightCm: decimal(productLimits.dimension),
  weightAmount: decimal(productLimits.weight),
  weightUnit: z.enum(weightUnits).default('kg'),
  pictures: z.array(productPicture).max(productLimits.pictures, productMessages.tooManyPictures).default([]),
  producerId: optionalId,
  brandId: optionalId,
  supplierId: optionalId,
  categoryId: optionalId,
  additionalCategory1Id: optionalId,
  additionalCategory2Id: optionalId,
  gpsrCompanyId: optionalId,
  gpsrContactId: optionalId,
  vatRateId: z.enum(polishVatRateIds).default('standard23'),
  parameterValues: z.record(z.uuid(), z.string().trim().max(productLimits.parameterValue)).default({}),
  customFieldValues: z
    .record(z.string().max(64), z.string().trim().max(productLimits.parameterValue))
    .default({}),
  tags: z
    .array(z.string().trim().min(1).max(productLimits.tag))
    .max(productLimits.tags, productMessages.tooManyTags)
    .default([]),
  prices: z.array(productPriceInput).max(20).default([]),
  variants: z.array(productVariantInput).max(productLimits.variants).default([]),
};

/**
 * POST /api/products; PUT /api/products/{id} adds the record's `version`. A new product may leave
 * its SKU empty when the account has an SKU pattern (the generator gives it one).
 */
export const createProductBody = z
  .object({ ...productFields, sku: optionalText(productLimits.sku) })
  .meta({ id: 'CreateProduct' });
export type CreateProductBody = z.input<typeof createProductBody>;
export const updateProductBody = z
  .object({ ...productFields, version: z.number().int().positive() })
  .meta({ id: 'UpdateProduct' });
export type UpdateProductBody = z.input<typeof updateProductBody>;

export const moneyView = z.object({ amount: z.string(), currency: z.string() });

/** A price of the product or a variant in every price list; `derived` for dependent lists. */
export const productPriceView = z.object({
  priceListId: z.uuid(),
  priceListName: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  derived: z.boolean(),
});

export const productVariantView = z.object({
  id: z.uuid(),
  position: z.number().int(),
  sku: z.string(),
  ean: z.string(),
  name: z.string(),
  axes: z.record(z.string(), z.string()),
  prices: z.array(productPriceView),
  stock: z.number().int(),
  stockReserved: z.number().int(),
});

export const productResponse = z
  .object({
    id: z.uuid(),
    sku: z.string(),
    ean: z.string(),
    name: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    type: z.enum(productTypes),
    status: z.enum(productStatuses),
    saleFrom: z.string().nullable(),
    deliveryTimeDays: z.number().int().nullable(),
    gtu: z.string(),
    modelCode: z.string(),
    unit: z.string(),
    unitValue: z.number().nullable(),
    lengthCm: z.number().nullable(),
    widthCm: z.number().nullable(),
    heightCm: z.number().nullable(),
    weightAmount: z.number().nullable(),
    weightUnit: z.enum(weightUnits),
    pictures: z.array(productPicture),
    producerId: z.uuid().nullable(),
    brandId: z.uuid().nullable(),
    supplierId: z.uuid().nullable(),
    categoryId: z.uuid().nullable(),
    additionalCategory1Id: z.uuid().nullable(),
    additionalCategory2Id: z.uuid().nullable(),
    gpsrCompanyId: z.uuid().nullable(),
    gpsrContactId: z.uuid().nullable(),
    vatRateId: z.enum(polishVatRateIds),
    parameterValues: z.record(z.string(), z.string()),
    customFieldValues: z.record(z.string(), z.string()),
    tags: z.array(z.string()),
    /** Price in the default price list (gross), null when none is set. */
    price: moneyView.nullable(),
    prices: z.array(productPriceView),
    variants: z.array(productVariantView),
    stock: z.number().int(),
    stockReserved: z.number().int(),
    ...timestamps,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productResponse>;
