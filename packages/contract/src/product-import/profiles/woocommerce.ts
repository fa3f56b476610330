import { createAll, type PlatformProfile } from './types';

/**
 * WooCommerce product CSV export/import (Products → Export; woocommerce/sample-data/sample_products.csv).
 * One row per product and per variation: variations have Type 'variation' and Parent = the parent's
 * SKU (or 'id:44'); attributes come as 'Attribute N name' / 'Attribute N value(s)'. A shop whose
 * WordPress speaks Polish exports the translated headers ('Rodzaj', 'Cena regularna', 'Nadrzędny',
 * 'Nazwa atrybutu 1', 'Wartości atrybutu 1', 'GTIN, UPC, EAN lub ISBN'); both are read.
 */
const polishAttribute = (slot: number) =>
  [
    [`variantOption[${slot}].name`, new RegExp(`^nazwa atrybutu ${slot}$`, 'i')],
    [`variantOption[${slot}].value`, new RegExp(`^warto(ść|sci|ści) atrybutu ${slot}$`, 'i')],
  ] as const;
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
    ['gtinupceanlubisbn', 3],
    ['cenaregularna', 3],
    ['widocznoscwkatalogu', 2],
    ['wmagazynie', 2],
    ['statuspodatku', 2],
    ['klasapodatkowa', 2],
    ['nadrzedny', 1],
  ],
  minScore: 6,
  rules: [
    ['sku', 'sku'],
    // 'GTIN, UPC, EAN, or ISBN' of the exporter since WooCommerce 9.2.
    ['ean', 'gtinupceanorisbn', 'gtinupceanlubisbn'],
    ['parentSku', 'parent', 'nadrzedny'],
    // 'simple', 'variable', 'variation' (a variant row), 'simple, downloadable, virtual'.
    ['type', 'type', 'rodzaj'],
    ['name', 'name', 'nazwa'],
    ['shortDescription', 'shortdescription', 'krotkiopis'],
    ['longDescription', 'description', 'opis'],
    ['stock', 'stock', 'stanmagazynowy'],
    ['price.amount', 'regularprice', 'cenaregularna', 'cena'],
    ['categoryName', 'categories', 'kategorie'],
    ['pictures[0].url', 'images', 'obrazki', 'zdjecia'],
    ['weight.amount', 'weightkg', 'wagakg'],
    ['lengthCm', 'lengthcm', 'dlugosccm'],
    ['widthCm', 'widthcm', 'szerokosccm'],
    ['heightCm', 'heightcm', 'wysokosccm'],
    ['brandName', 'brands', 'marki'],
    ...[1, 2, 3].flatMap(polishAttribute),
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
    'opublikowano',
    'czywyrozniony',
    'widocznoscwkatalogu',
    'wmagazynie',
    'statuspodatku',
    'klasapodatkowa',
    'cenapromocyjna',
    'tagi',
    /^atrybut \d+(:)? (widoczny|globalny)$/i,
    /^meta:/i,
    /^download \d+ (id|name|url)$/i,
  ],
  missingEntries: createAll,
};
