import { createAll, type PlatformProfile } from './types';

/**
 * Google Merchant Center product data (support.google.com/merchants/answer/7052112): a text feed
 * with English attribute names or the Polish ones of the Polish spec ('identyfikator', 'tytuł',
 * 'link do zdjęcia', 'dostępność', 'stan' = condition), or an RSS/Atom XML feed with the `g:`
 * namespace. `id` is the seller's own offer id (Google asks for the SKU), so it is our SKU; variants
 * share `item_group_id`. `stan` here is the condition (new/used), never the stock.
 */
export const googleMerchant: PlatformProfile = {
  id: 'google-merchant',
  name: 'Google Merchant',
  key: (column) => column.trim().replace(/^g:/i, ''),
  signature: [
    ['imagelink', 3],
    ['linkdozdjecia', 3],
    ['availability', 2],
    ['dostepnosc', 2],
    ['googleproductcategory', 2],
    ['kategoriaproduktowgoogle', 2],
    ['itemgroupid', 2],
    ['identyfikatorgrupyproduktow', 2],
    ['condition', 1],
    ['link', 1],
    ['gtin', 1],
    ['mpn', 1],
    ['identyfikator', 1],
    [/^g:/i, 3],
  ],
  minScore: 5,
  rules: [
    ['sku', 'id', 'identyfikator'],
    ['parentSku', 'itemgroupid', 'identyfikatorgrupyproduktow', 'identyfikatorgrupy'],
    ['name', 'title', 'tytul'],
    ['longDescription', 'description', 'opis'],
    ['price.amount', 'price', 'cena'],
    ['ean', 'gtin'],
    ['modelCode', 'mpn'],
    ['brandName', 'brand', 'marka'],
    // The shop's own category path; google_product_category is Google's taxonomy.
    ['categoryName', 'producttype', 'typproduktu'],
    ['pictures[0].url', 'imagelink', 'linkdozdjecia'],
  ],
  ignored: [
    'link',
    'mobilelink',
    'linkmobilny',
    'availability',
    'dostepnosc',
    'availabilitydate',
    'condition',
    'stan',
    'googleproductcategory',
    'kategoriaproduktowgoogle',
    'saleprice',
    'cenapromocyjna',
    'salepriceeffectivedate',
    'additionalimagelink',
    'linkdododatkowegozdjecia',
    'identifierexists',
    'shipping',
    'wysylka',
    'shippingweight',
    'agegroup',
    'gender',
    'adult',
    'multipack',
    'isbundle',
    /^custom_?label_?\d$/i,
    /^etykieta niestandardowa \d$/i,
  ],
  missingEntries: createAll,
};
