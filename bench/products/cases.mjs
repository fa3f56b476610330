/**
 * The list queries measured: one per single filter kind of the products list and one nested
 * conditional filter. Every run asks with a filter value not asked before (cold): ranges, dates,
 * texts, SKUs and EANs shift with the run; a filter with few choices (type, status, stock status,
 * warehouse, category, producer, tags) takes its choice by turns and adds a fresh `dateTo` far in
 * the future, which keeps the same rows but makes the request new to every cache.
 */
const searchWords = [
  'pralka',
  'czajnik',
  'komoda',
  'pomadka',
  'koszulka',
  'smartfon',
  'telewizor',
  'namiot',
  'lampa',
  'patelnia',
  'puzzle',
  'kubek',
  'ręcznik',
  'czekolada',
  'buty',
  'szlifierka',
  'legowisko',
  'blender',
  'regał',
  'kieliszk',
  'podkład',
  'bluza',
  'grill',
  'atlas',
  'segregator',
  'garnek',
  'koc',
  'termometr',
  'prostownik',
  'drapak',
  'świeca',
  'plecak',
  'głośnik',
  'powerbank',
  'zegarek',
  'toster',
  'lodówka',
];
const rotate = (items, i, nonce) => items[(i + nonce) % items.length];
const isoDay = (start, days) => new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10);
/** A day after every product: changes the request, not its rows. */
const fresh = (i, nonce) => isoDay('2031-01-01', i * 7 + (nonce % 7));
const group = (operator, conditions, groups = []) => ({ operator, conditions, groups });
const where = (fieldId, operator, value) => ({ fieldId, operator, value });
const grosze = (n) => (n / 100).toFixed(2);

/** `dict`: ids and values sampled from the bench account; `nonce` differs between bench runs. */
export function coldCases(dict, nonce) {
  const choice = (name, values, key) => ({
    name,
    params: (i) => ({ [key]: rotate(values, i, nonce), dateTo: fresh(i, nonce) }),
  });
  return [
    { name: 'no filter (fresh dateTo)', params: (i) => ({ dateTo: fresh(i, nonce) }) },
    choice('type', ['Variable', 'Simple'], 'type'),
    choice('status', ['Draft', 'Archived', 'Inactive', 'Active', 'Published'], 'status'),
    {
      name: 'search text (name/SKU/EAN contains)',
      params: (i) => ({ search: rotate(searchWords, i, nonce) }),
    },
    { name: 'sku (one product)', params: (i) => ({ sku: dict.skus[(i + nonce) % dict.skus.length] }) },
    { name: 'ean (one product)', params: (i) => ({ ean: dict.eans[(i + nonce) % dict.eans.length] }) },
    choice('stockStatus', ['low_stock', 'out_of_stock', 'in_stock', 'reserved'], 'stockStatus'),
    choice('warehouse', dict.warehouses, 'warehouseId'),
    {
      name: 'price list price range',
      params: (i) => ({
        priceListId: dict.priceLists[i % dict.priceLists.length],
        priceFrom: grosze(2_000 + i * 37 + nonce),
        priceTo: grosze(6_000 + i * 53 + nonce),
      }),
    },
    {
      // The catalogue price (no price list), 20 zł wide: served by the price sort index (0027).
      name: 'price range',
      params: (i) => {
        const from = 10_000 + ((i * 9_973 + nonce * 101) % 700_000);
        return { priceFrom: grosze(from), priceTo: grosze(from + 2_000) };
      },
    },
    {
      name: 'stock range',
      params: (i) => ({ stockFrom: 10 + ((i + nonce) % 50), stockTo: 20 + ((i + nonce) % 50) }),
    },
    {
      name: 'dates (one month)',
      params: (i) => ({
        dateFrom: isoDay('2024-06-01', i * 11 + (nonce % 30)),
        dateTo: isoDay('2024-07-01', i * 11 + (nonce % 30)),
      }),
    },
    choice('category', dict.categories, 'categoryId'),
    choice('producer', dict.producers, 'producerId'),
    choice('tags', dict.tags, 'tags'),
    {
      name: 'nested AND/OR conditional filter',
      params: (i) => ({
        filter: group(
          'AND',
          [where('status', 'equals', rotate(['Active', 'Published'], i, nonce))],
          [
            group('OR', [
              where('price', 'greaterThan', Number(grosze(150_000 + i * 77 + nonce))),
              where('producerName', 'equals', rotate(dict.producerNames, i, nonce)),
            ]),
          ],
        ),
      }),
    },
  ];
}

/** Ids and values the cases pick from, read once from the bench account. */
export async function sampleDictionary(client, accountId) {
  const ids = async (text) => (await client.query(text, [accountId])).rows.map((row) => row.v);
  const sampled = (
    await client.query(
      `select sku, ean from products tablesample system (1) repeatable (14)
        where account_id = $1 and ean is not null limit 2000`,
      [accountId],
    )
  ).rows;
  return {
    skus: sampled.map((row) => row.sku),
    eans: sampled.map((row) => row.ean),
    warehouses: await ids('select id as v from warehouses where account_id = $1 order by hierarchy_position'),
    priceLists: await ids(
      `select id as v from price_lists where account_id = $1 and type = 'independent' order by hierarchy`,
    ),
    categories: await ids('select id as v from product_categories where account_id = $1 order by name'),
    producers: await ids('select id as v from producers where account_id = $1 order by name'),
    producerNames: await ids('select name as v from producers where account_id = $1 order by name'),
    tags: [
      'eko',
      'nowość',
      'promocja',
      'bestseller',
      'wyprzedaż',
      'polski produkt',
      'na prezent',
      'dostawa 24h',
    ],
  };
}
