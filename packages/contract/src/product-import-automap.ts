import { importTargetLabels, importTargets, pictureSlots, type FieldMapping } from './product-import';

/** Lower case, letters and digits only, Polish letters folded: 'Cena brutto (zł)' → 'cenabruttozl'. */
export function normalizeColumn(name: string): string {
  return name
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Polish and English names sellers' exports use (WooCommerce, Shopify, PrestaShop, Ceneo, Google Merchant, Excel). */
const synonyms: Record<string, readonly string[]> = {
  sku: [
    'sku',
    'kod',
    'kodproduktu',
    'indeks',
    'symbol',
    'variantsku',
    'reference',
    'referencja',
    'gid',
    'id',
    'productcode',
    'kodtowaru',
  ],
  parentSku: [
    'parentsku',
    'parent',
    'skurodzica',
    'skunadrzedne',
    'handle',
    'idgrupy',
    'groupid',
    'itemgroupid',
    'gitemgroupid',
  ],
  ean: ['ean', 'gtin', 'kodkreskowy', 'barcode', 'variantbarcode', 'ean13', 'ggtin', 'attrsean', 'upc'],
  name: ['nazwa', 'name', 'title', 'tytul', 'nazwaproduktu', 'productname', 'gtitle', 'nazwatowaru'],
  shortDescription: ['krotkiopis', 'shortdescription', 'opiskrotki', 'summary'],
  longDescription: [
    'opis',
    'description',
    'bodyhtml',
    'opisdlugi',
    'longdescription',
    'gdescription',
    'desc',
    'opisproduktu',
  ],
  'price.amount': [
    'cena',
    'price',
    'cenabrutto',
    'regularprice',
    'variantprice',
    'gprice',
    'cenasprzedazy',
    'pricegross',
  ],
  'price.currency': ['waluta', 'currency'],
  stock: [
    'stan',
    'ilosc',
    'stock',
    'quantity',
    'qty',
    'stockquantity',
    'variantinventoryqty',
    'stanmagazynowy',
    'iloscdostepna',
  ],
  status: ['status'],
  type: ['typ', 'type', 'rodzaj'],
  deliveryTimeDays: ['czasdostawy', 'deliverytime', 'czasrealizacji'],
  gtu: ['gtu'],
  modelCode: ['kodmodelu', 'model', 'modelcode', 'mpn', 'gmpn'],
  unit: ['jednostka', 'unit', 'jm'],
  'weight.amount': ['waga', 'weight', 'masa', 'gshippingweight', 'weightkg'],
  'weight.unit': ['jednostkawagi', 'weightunit'],
  lengthCm: ['dlugosc', 'length'],
  widthCm: ['szerokosc', 'width'],
  heightCm: ['wysokosc', 'height'],
  producentName: ['producent', 'producer', 'manufacturer', 'vendor', 'attrsproducent', 'wytworca'],
  brandName: ['marka', 'brand', 'gbrand', 'brands'],
  supplierName: ['dostawca', 'supplier', 'hurtownia'],
  categoryName: [
    'kategoria',
    'category',
    'categories',
    'kategorie',
    'productcategory',
    'gproducttype',
    'producttype',
  ],
  'pictures[0].url': [
    'zdjecie',
    'image',
    'imagesrc',
    'imagelink',
    'gimagelink',
    'imgsmainurl',
    'obrazek',
    'foto',
    'picture',
    'images',
  ],
};

/** Columns that are variant axes by their name ('Kolor', Google 'g:color') → the parameter name. */
const axisSynonyms: Record<string, string> = {
  kolor: 'Kolor',
  color: 'Kolor',
  colour: 'Kolor',
  gcolor: 'Kolor',
  attrskolor: 'Kolor',
  rozmiar: 'Rozmiar',
  size: 'Rozmiar',
  gsize: 'Rozmiar',
  attrsrozmiar: 'Rozmiar',
  material: 'Materiał',
  gmaterial: 'Materiał',
  wzor: 'Wzór',
  pattern: 'Wzór',
  gpattern: 'Wzór',
};

/** 'Option1 Name', 'Attribute 1 name', 'Opcja 1 wartość' → variantOption[N].name|value. */
function variantOptionTarget(column: string): string | null {
  const match = /^(?:option|attribute|opcja|atrybut)(\d)(name|nazwa|values?|wartosc|wartosci)$/.exec(
    normalizeColumn(column),
  );
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 3) return null;
  return `variantOption[${match[1]}].${match[2] === 'name' || match[2] === 'nazwa' ? 'name' : 'value'}`;
}

function pictureTarget(column: string): string | null {
  const normalized = normalizeColumn(column);
  if (!/(zdjec|image|img|picture|foto|obraz|photo)/.test(normalized)) return null;
  const number = /(\d{1,2})(?!.*\d)/.exec(column)?.[1];
  if (!number) return null;
  const slot = Number(number);
  if (slot < 1 || slot > pictureSlots) return null;
  const part = /(opis|desc|alt|meta)/.test(normalized) ? 'description' : 'url';
  return `pictures[${slot - 1}].${part}`;
}

/**
 * Matches file columns to targets in the order of 002 §5: exact normalised match (target or its
 * label), known synonyms, substring of a target's name or label, picture columns numbered 1–16.
 * A target is used by one column only; customFieldKeys adds `customFields.<key>` targets.
 */
export function autoMap(columns: readonly string[], customFieldKeys: readonly string[] = []): FieldMapping {
  const targets = [...importTargets, ...customFieldKeys.map((key) => `customFields.${key}`)];
  const mapping: FieldMapping = {};
  const used = new Set<string>();
  const assign = (column: string, target: string | undefined | null) => {
    if (!target || used.has(target) || mapping[column]) return;
    mapping[column] = target;
    used.add(target);
  };
  const names = (target: string) =>
    [normalizeColumn(target), normalizeColumn(importTargetLabels[target] ?? '')].filter(Boolean);
  for (const column of columns)
    assign(
      column,
      targets.find((target) => names(target).includes(normalizeColumn(column))),
    );
  for (const column of columns) {
    const normalized = normalizeColumn(column);
    assign(
      column,
      Object.keys(synonyms).find((target) => !used.has(target) && synonyms[target]!.includes(normalized)),
    );
  }
  for (const column of columns) assign(column, variantOptionTarget(column));
  for (const column of columns) {
    const axis = axisSynonyms[normalizeColumn(column)];
    if (axis) assign(column, `variantAxis.${axis}`);
  }
  for (const column of columns) {
    const normalized = normalizeColumn(column);
    if (normalized.length < 3) continue;
    assign(
      column,
      targets.find(
        (target) =>
          !used.has(target) &&
          !target.startsWith('pictures[') &&
          names(target).some(
            (name) => name.length >= 3 && (name.includes(normalized) || normalized.includes(name)),
          ),
      ),
    );
  }
  for (const column of columns) assign(column, pictureTarget(column));
  return mapping;
}
