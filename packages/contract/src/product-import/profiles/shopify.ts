import { createAll, type PlatformProfile } from './types';

/**
 * Shopify product CSV (help.shopify.com product_template.csv and the admin's products_export.csv).
 * One row per variant: Handle is the product, Variant SKU the variant, so Handle → parent SKU.
 * Extra images come on rows carrying only Handle + Image Src.
 */
export const shopify: PlatformProfile = {
  id: 'shopify',
  name: 'Shopify',
  signature: [
    ['handle', 3],
    ['bodyhtml', 3],
    ['variantsku', 3],
    ['variantprice', 2],
    ['variantinventoryqty', 2],
    ['variantcompareatprice', 2],
    ['imagesrc', 1],
    ['vendor', 1],
    ['option1name', 1],
  ],
  minScore: 6,
  rules: [
    ['parentSku', 'handle'],
    ['sku', 'variantsku'],
    ['name', 'title'],
    ['longDescription', 'bodyhtml'],
    ['producentName', 'vendor'],
    // Shopify's standard taxonomy ('Home & Garden > Kitchen'); Type is the shop's own word for it.
    ['categoryName', 'productcategory'],
    ['stock', 'variantinventoryqty'],
    ['price.amount', 'variantprice'],
    ['ean', 'variantbarcode'],
    ['pictures[0].url', 'imagesrc'],
    ['pictures[0].description', 'imagealttext'],
  ],
  ignored: [
    // The shop's own product type (not Simple/Variable) and its tags.
    'type',
    'tags',
    // TRUE/FALSE and active/draft/archived: not our publication states.
    'published',
    'status',
    /^option\d linked to$/i,
    'imageposition',
    'variantimage',
    // Always grams whatever the shop shows, with its own unit column.
    'variantgrams',
    'variantweightunit',
    'variantinventorytracker',
    'variantinventorypolicy',
    'variantfulfillmentservice',
    'variantcompareatprice',
    'variantrequiresshipping',
    'varianttaxable',
    'varianttaxcode',
    'costperitem',
    'giftcard',
    'seotitle',
    'seodescription',
    /^unit price /i,
    /^google shopping \//i,
    /\(product\.metafields\./i,
    /^variant metafield/i,
    /^(included|price|compare at price) \//i,
  ],
  missingEntries: createAll,
};
