import { createAll, type PlatformProfile } from './types';

/**
 * WooCommerce product CSV export/import (Products → Export; woocommerce/sample-data/sample_products.csv).
 * One row per product and per variation: variations have Type 'variation' and Parent = the parent's
 * SKU (or 'id:44'); attributes come as 'Attribute N name' / 'Attribute N value(s)'.
 */
export const wooCommerce: PlatformProfile = {
  id: 'woocommerce',
  name: 'WooCommerce',
  signature: [
    ['regularprice', 3],
    ['taxstatus', 2],
    ['instock', 2],
    ['isfeatured', 2],
    ['visibilityincatalog', 2],
    ['backordersallowed', 2],
    ['attribute1values', 2],
    ['shortdescription', 1],
    ['saleprice', 1],
    ['parent', 1],
  ],
  minScore: 6,
  rules: [
    ['sku', 'sku'],
    // 'GTIN, UPC, EAN, or ISBN' of the exporter since WooCommerce 9.2.
    ['ean', 'gtinupceanorisbn'],
    ['parentSku', 'parent'],
    // 'simple', 'variable', 'variation' (a variant row), 'simple, downloadable, virtual'.
    ['type', 'type'],
    ['name', 'name'],
    ['shortDescription', 'shortdescription'],
    ['longDescription', 'description'],
    ['stock', 'stock'],
    ['price.amount', 'regularprice'],
    ['categoryName', 'categories'],
    ['pictures[0].url', 'images'],
    ['weight.amount', 'weightkg'],
    ['lengthCm', 'lengthcm'],
    ['widthCm', 'widthcm'],
    ['heightCm', 'heightcm'],
    ['brandName', 'brands'],
  ],
  ignored: [
    // WordPress post id: not our id and not a SKU.
    'id',
    'published',
    'isfeatured',
    'visibilityincatalog',
    'datesalepricestarts',
    'datesalepriceends',
    'taxstatus',
    'taxclass',
    'instock',
    'backordersallowed',
    'soldindividually',
    // Imperial units: converting is not a mapping's job.
    'weightlbs',
    'lengthin',
    'widthin',
    'heightin',
    'allowcustomerreviews',
    'purchasenote',
    // The promotional price, not the regular one.
    'saleprice',
    'tags',
    'shippingclass',
    'downloadlimit',
    'downloadexpirydays',
    'groupedproducts',
    'upsells',
    'crosssells',
    'externalurl',
    'buttontext',
    'position',
    /^attribute \d+ (visible|global|default)$/i,
    /^meta:/i,
    /^download \d+ (id|name|url)$/i,
  ],
  missingEntries: createAll,
};
