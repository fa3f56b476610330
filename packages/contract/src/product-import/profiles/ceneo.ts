import { createAll, type PlatformProfile } from './types';

/**
 * Ceneo XML offers file (<offers><group><o id url price avail stock weight set basket> with
 * <cat>, <name>, <imgs><main url/><i url/></imgs>, <desc>, <attrs><a name="Producent|EAN|
 * Kod_producenta">). The reader flattens it to id, price, …, cat, name, 'imgs/main@url', desc,
 * 'attrs/Producent'. The offer id is the shop's own product id — the only key the file has, so the
 * SKU. `cat` is the category PATH by name ('Dom i ogród/Oświetlenie'), not an id.
 */
export const ceneo: PlatformProfile = {
  id: 'ceneo',
  name: 'Ceneo',
  signature: [
    ['avail', 2],
    ['imgsmainurl', 3],
    ['cat', 2],
    ['desc', 1],
    ['set', 1],
    ['basket', 1],
    [/^attrs\//i, 2],
  ],
  minScore: 5,
  rules: [
    ['sku', 'id'],
    ['name', 'name'],
    ['price.amount', 'price'],
    ['stock', 'stock'],
    ['weight.amount', 'weight'],
    ['categoryName', 'cat'],
    ['longDescription', 'desc'],
    ['pictures[0].url', 'imgsmainurl'],
    ['pictures[1].url', 'imgsiurl'],
    ['producentName', 'attrsproducent'],
    ['ean', 'attrsean', 'attrsgtin'],
    ['modelCode', 'attrskodproducenta'],
  ],
  ignored: ['url', 'avail', 'set', 'basket', 'group', 'groupname'],
  missingEntries: createAll,
};
