import { createAll, type PlatformProfile } from './types';

/**
 * BaseLinker product catalogue (inventory) export. BaseLinker publishes no sample file; the headers
 * are the field names of its catalogue (API getInventoryProductsData / the export's field list):
 * product_id and parent_id are BaseLinker's numeric ids (not SKUs), prices are gross
 * (price_brutto), tax_rate is a VAT percentage.
 */
export const baseLinker: PlatformProfile = {
  id: 'baselinker',
  name: 'BaseLinker',
  signature: [
    ['pricebrutto', 3],
    ['taxrate', 2],
    ['productid', 1],
    ['parentid', 1],
    ['manufacturername', 2],
    ['categoryname', 1],
    ['inventoryid', 2],
    ['quantity', 0.5],
  ],
  minScore: 5,
  rules: [
    ['sku', 'sku'],
    ['ean', 'ean'],
    ['name', 'name', 'textfieldsname'],
    ['longDescription', 'description', 'textfieldsdescription'],
    ['stock', 'quantity', 'stock'],
    ['price.amount', 'pricebrutto'],
    ['weight.amount', 'weight'],
    ['widthCm', 'width'],
    ['heightCm', 'height'],
    ['lengthCm', 'length'],
    ['categoryName', 'categoryname'],
    ['producentName', 'manufacturername'],
    ['pictures[0].url', 'image', 'images', 'image1'],
  ],
  ignored: [
    'productid',
    'parentid',
    'inventoryid',
    'taxrate',
    'categoryid',
    'manufacturerid',
    'pricenetto',
    'averagecost',
    'locations',
    'isbundle',
    'stars',
    /^description_extra\d+$/i,
    /^extra_field_\d+$/i,
  ],
  missingEntries: createAll,
};
