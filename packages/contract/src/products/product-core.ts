import { z } from 'zod';
import { customFieldTypes } from '../custom-fields/custom-fields';
import { countPl } from '../common/plural';
import { parameterTypes } from '../product-parameters/product-parameters';
import { priceListCurrencies, priceListTypes } from '../warehouses/price-lists';
import type { Product, UpdateProductBody } from './products';
import { polishVatRateIds } from '../vat/vat';

/**
 * What the product editor's API adds to `products.ts`: the Polish messages of the server's
 * checks, the one-call options of the editor's pickers and the picture upload.
 */
export const productCoreMessages = {
  referenceMissing: 'Wybrany rekord nie istnieje',
  priceListMissing: 'Nie znaleziono cennika',
  priceListDependent: 'Ceny cennika zależnego są wyliczane z cennika bazowego i nie można ich podać',
  priceListDuplicate: 'Cennik podano więcej niż raz',
  axisNotVariant: 'Oś wariantu musi być parametrem używanym w wariantach',
  parameterMissing: 'Nieznany parametr',
  customFieldMissing: 'Nieznane pole dodatkowe',
  variantMissing: 'Nie znaleziono wariantu tego produktu',
  deleteReserved: (count: number) =>
    `Nie można usunąć produktu: zamówienia rezerwują go (${count} szt.). Najpierw zwolnij rezerwacje.`,
  /** `subject` says who and how, e.g. 'Producent jest przypisany do'. */
  inUse: (subject: string, count: number) =>
    `${subject} ${countPl(count, { one: 'produktu', few: 'produktów', many: 'produktów' })}.`,
  publishForbidden: 'Brak uprawnienia do publikowania produktów',
  variantReserved: (count: number) =>
    `Nie można usunąć wariantu: zamówienia rezerwują go (${count} szt.). Najpierw zwolnij rezerwacje.`,
  pictureUrl: 'Adres zdjęcia musi zaczynać się od http:// lub https://',
  pictureMissing: 'Wybierz plik ze zdjęciem',
  pictureType: 'Zdjęcie musi być plikiem JPEG, PNG lub WebP',
  pictureCorrupt: 'Plik nie jest poprawnym zdjęciem',
  pictureTooLarge: 'Zdjęcie może mieć najwyżej 5 MB',
} as const;

export const productPictureLimits = { maxBytes: 5 * 1024 * 1024, maxSide: 2000 } as const;

/** Suffix of a copied product's name and of its SKU when the account has no SKU pattern. */
export const productCopy = { nameSuffix: ' (kopia)', skuSuffix: '-KOPIA' } as const;

export const productPictureUploadResponse = z
  .object({ url: z.string(), description: z.string() })
  .meta({ id: 'ProductPictureUpload' });

const named = z.object({ id: z.uuid(), name: z.string() });

/** GET /api/products/options: every picker of the product editor in one call. */
export const productOptionsResponse = z
  .object({
    producers: z.array(named),
    brands: z.array(named),
    suppliers: z.array(named),
    categories: z.array(named),
    gpsrCompanies: z.array(named),
    gpsrContacts: z.array(named),
    priceLists: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        type: z.enum(priceListTypes),
        currency: z.enum(priceListCurrencies),
        isDefault: z.boolean(),
        /** Dependent lists: the chain the editor computes their prices along, as the server does. */
        basePriceListId: z.uuid().nullable(),
        multiplier: z.string(),
        additionalValue: z.string(),
      }),
    ),
    warehouses: z.array(z.object({ id: z.uuid(), name: z.string(), isDefault: z.boolean() })),
    vatRates: z.array(
      z.object({ id: z.enum(polishVatRateIds), label: z.string(), rate: z.number().nullable() }),
    ),
    parameters: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        type: z.enum(parameterTypes),
        usedInVariants: z.boolean(),
        values: z.array(z.string()),
      }),
    ),
    customFields: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        type: z.enum(customFieldTypes),
        required: z.boolean(),
        options: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'ProductOptions' });
export type ProductOptions = z.infer<typeof productOptionsResponse>;

/** GET /api/products/offered-parameters: the parameters a product of this category is offered first. */
export const offeredParametersQuery = z.object({
  categoryId: z.uuid({ error: 'Nieprawidłowa kategoria' }),
});
export const offeredParametersResponse = z
  .object({
    /** Parameters the category's products carry (most used first) and the others of their groups. */
    parameterIds: z.array(z.uuid()),
  })
  .meta({ id: 'OfferedParameters' });
export type OfferedParameters = z.infer<typeof offeredParametersResponse>;

type PriceViews = Product['prices'];
const storedPrices = (prices: PriceViews) =>
  prices.flatMap((price) =>
    price.derived || price.amount === null ? [] : [{ priceListId: price.priceListId, amount: price.amount }],
  );

/** A product as read, turned into the body that saves it unchanged (prices only where stored). */
export function productToUpdateBody(product: Product): UpdateProductBody {
  const {
    id: _id,
    created: _created,
    modified: _modified,
    stock: _stock,
    stockReserved: _reserved,
    price: _price,
    prices,
    variants,
    ...fields
  } = product;
  return {
    ...fields,
    prices: storedPrices(prices),
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      ean: variant.ean,
      name: variant.name,
      axes: variant.axes,
      prices: storedPrices(variant.prices),
    })),
  };
}
