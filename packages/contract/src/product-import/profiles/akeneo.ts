import { createAll, type PlatformProfile } from './types';

/**
 * Akeneo PIM product export (';', pim-docs import_and_export_data/formats/product.rst and
 * examples/product.csv). Attribute columns are `code[-locale][-channel]` ('name-pl_PL',
 * 'description-en_US-ecommerce'), prices `price-<currency>`; Polish first, then English, then any.
 * A variant product names its product model in `parent`. `categories` are category CODES, several
 * per cell ('goodies,tshirts'), not names: left for the user to map. Only a `price-PLN` column is our
 * price (a EUR amount is not a PLN one).
 */
export const akeneo: PlatformProfile = {
  id: 'akeneo',
  name: 'Akeneo',
  signature: [
    [/^family$/i, 3],
    [/^family_variant$/i, 2],
    [/^enabled$/i, 2],
    [/^groups$/i, 1],
    [/^categories$/i, 1],
    [/^sku$/i, 1],
    [/^[a-z0-9_]+-[a-z]{2}_[A-Z]{2}(-[a-z0-9_]+)?$/, 2],
    [/^price-[A-Z]{3}$/, 1],
    [/^[A-Z_]+-(groups|products|product_models)$/, 2],
  ],
  minScore: 6,
  rules: [
    ['sku', /^sku$/i],
    ['parentSku', /^parent$/i],
    ['name', /^name-pl_PL(-|$)/, /^name-en_(US|GB)(-|$)/, /^name$/i, /^name-/],
    [
      'longDescription',
      /^description-pl_PL(-|$)/,
      /^description-en_(US|GB)(-|$)/,
      /^description$/i,
      /^description-/,
    ],
    [
      'shortDescription',
      /^short_description-pl_PL(-|$)/,
      /^short_description-en_(US|GB)(-|$)/,
      /^short_description$/i,
    ],
    ['price.amount', /^price-PLN$/],
    ['ean', /^(ean|ean13|gtin|barcode)$/i],
    ['brandName', /^brand$/i],
    ['producentName', /^(manufacturer|producer)$/i],
  ],
  ignored: [
    /^(enabled|family|family_variant|groups|categories)$/i,
    /-(groups|products|product_models)$/,
    /^price-[A-Z]{3}$/,
    // Media are paths inside the export archive, not URLs.
    /^(picture|image|images|media)(-|$)/i,
    /^(name|description|short_description)-/,
    // Metric values in the unit of the `-unit` column (KILOGRAM, GRAM).
    /^weight(-|$)/i,
    /-unit$/,
  ],
  missingEntries: createAll,
};
