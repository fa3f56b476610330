import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { autoMapWithProfile } from '@zaplecze/contract/product-import-automap';

/** The API's platform fixtures, read as text: one set of fixtures for both layers. */
const fixture = (name: string) =>
  readFileSync(new URL(`../__fixtures__/platforms/${name}`, import.meta.url), 'utf8');
const akeneoFile = fixture('akeneo-products.csv');
const baseLinkerFile = fixture('baselinker-catalog.csv');
const googleFile = fixture('google-merchant-pl.csv');
const magentoFile = fixture('magento2-catalog-product.csv');
const prestaFile = fixture('prestashop-products.csv');
const shopifyFile = fixture('shopify-products-export.csv');
const wooFile = fixture('woocommerce-export.csv');

/** The first line of a fixture, split on its separator (quoted names may hold it). */
function headerOf(text: string, separator: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split('\n')[0]!;
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

const mapOf = (columns: string[]) => autoMapWithProfile(columns);
const columnsFor = (mapping: Record<string, string>, target: string) =>
  Object.keys(mapping).filter((column) => mapping[column] === target);

describe('platform profiles: header row → profile and mapping', () => {
  it('WooCommerce export: SKU, Parent → parent SKU, Regular price; ID, Tax status and Sale price unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(wooFile, ','));
    expect(profile?.id).toBe('woocommerce');
    expect(mapping).toMatchObject({
      SKU: 'sku',
      'GTIN, UPC, EAN, or ISBN': 'ean',
      Type: 'type',
      Name: 'name',
      'Short description': 'shortDescription',
      Description: 'longDescription',
      Stock: 'stock',
      'Regular price': 'price.amount',
      Categories: 'categoryName',
      Images: 'pictures[0].url',
      Parent: 'parentSku',
      'Weight (kg)': 'weight.amount',
      'Length (cm)': 'lengthCm',
      'Attribute 1 name': 'variantOption[1].name',
      'Attribute 1 value(s)': 'variantOption[1].value',
      'Attribute 2 name': 'variantOption[2].name',
    });
    for (const column of [
      'ID',
      'Tax status',
      'Tax class',
      'In stock?',
      'Sale price',
      'Published',
      'Position',
    ])
      expect(mapping[column], column).toBeUndefined();
    expect(profile?.missingEntries.categories).toBe('create');
  });

  it('WooCommerce export with Polish headers (a Polish WordPress) is the same profile', () => {
    const { profile, mapping } = mapOf([
      'ID',
      'Rodzaj',
      'SKU',
      'GTIN, UPC, EAN lub ISBN',
      'Nazwa',
      'Opublikowano',
      'Widoczność w katalogu',
      'Krótki opis',
      'Opis',
      'Status podatku',
      'W magazynie?',
      'Stan magazynowy',
      'Cena promocyjna',
      'Cena regularna',
      'Kategorie',
      'Obrazki',
      'Nadrzędny',
      'Nazwa atrybutu 1',
      'Wartości atrybutu 1',
      'Atrybut 1 widoczny',
      'Atrybut 1: globalny',
    ]);
    expect(profile?.id).toBe('woocommerce');
    expect(mapping).toEqual({
      Rodzaj: 'type',
      SKU: 'sku',
      'GTIN, UPC, EAN lub ISBN': 'ean',
      Nazwa: 'name',
      'Krótki opis': 'shortDescription',
      Opis: 'longDescription',
      'Stan magazynowy': 'stock',
      'Cena regularna': 'price.amount',
      Kategorie: 'categoryName',
      Obrazki: 'pictures[0].url',
      Nadrzędny: 'parentSku',
      'Nazwa atrybutu 1': 'variantOption[1].name',
      'Wartości atrybutu 1': 'variantOption[1].value',
    });
  });

  it('Shopify export: Handle → parent SKU, Variant SKU → SKU, Variant Barcode → EAN; Type and Status unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(shopifyFile, ','));
    expect(profile?.id).toBe('shopify');
    expect(mapping).toMatchObject({
      Handle: 'parentSku',
      'Variant SKU': 'sku',
      Title: 'name',
      'Body (HTML)': 'longDescription',
      Vendor: 'producentName',
      'Product Category': 'categoryName',
      'Variant Inventory Qty': 'stock',
      'Variant Price': 'price.amount',
      'Variant Barcode': 'ean',
      'Image Src': 'pictures[0].url',
      'Image Alt Text': 'pictures[0].description',
      'Option1 Name': 'variantOption[1].name',
      'Option1 Value': 'variantOption[1].value',
    });
    for (const column of [
      'Type',
      'Status',
      'Published',
      'Variant Compare At Price',
      'Variant Grams',
      'Google Shopping / MPN',
      'Image Position',
      'Option1 Linked To',
    ])
      expect(mapping[column], column).toBeUndefined();
  });

  it('PrestaShop: Reference # → SKU, EAN13, the gross price only; Product ID and the net price unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(prestaFile, ';'));
    expect(profile?.id).toBe('prestashop');
    expect(mapping).toMatchObject({
      'Reference #': 'sku',
      'Name *': 'name',
      'Categories (x,y,z...)': 'categoryName',
      'Price tax included': 'price.amount',
      Supplier: 'supplierName',
      Manufacturer: 'producentName',
      EAN13: 'ean',
      MPN: 'modelCode',
      Quantity: 'stock',
      Summary: 'shortDescription',
      Description: 'longDescription',
      Weight: 'weight.amount',
      'Image URLs (x,y,z...)': 'pictures[0].url',
    });
    for (const column of [
      'Product ID',
      'Active (0/1)',
      'Price tax excluded',
      'Tax rules ID',
      'Supplier reference #',
      'Wholesale price',
      'Visibility',
      'Condition',
    ])
      expect(mapping[column], column).toBeUndefined();
  });

  it('Magento 2: sku, name, price, qty, categories; store view, product type, visibility and tax class unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(magentoFile, ','));
    expect(profile?.id).toBe('magento2');
    expect(mapping).toMatchObject({
      sku: 'sku',
      name: 'name',
      description: 'longDescription',
      short_description: 'shortDescription',
      price: 'price.amount',
      qty: 'stock',
      weight: 'weight.amount',
      categories: 'categoryName',
      base_image: 'pictures[0].url',
    });
    for (const column of [
      'store_view_code',
      'product_type',
      'visibility',
      'tax_class_name',
      'product_online',
      'special_price',
      'configurable_variations',
      'additional_images',
      'min_cart_qty',
    ])
      expect(mapping[column], column).toBeUndefined();
  });

  it('Akeneo: Polish name and description before English, the PLN price, parent; codes and EUR unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(akeneoFile, ';'));
    expect(profile?.id).toBe('akeneo');
    expect(mapping).toMatchObject({
      sku: 'sku',
      'name-pl_PL': 'name',
      'description-pl_PL-ecommerce': 'longDescription',
      'price-PLN': 'price.amount',
      ean: 'ean',
      parent: 'parentSku',
    });
    for (const column of [
      'name-en_US',
      'price-EUR',
      'categories',
      'family',
      'enabled',
      'groups',
      'picture',
      'PACK-products',
      'weight',
    ])
      expect(mapping[column], column).toBeUndefined();
  });

  it('BaseLinker: sku, gross price, category and manufacturer names; its own ids and VAT rate unmapped', () => {
    const { profile, mapping } = mapOf(headerOf(baseLinkerFile, ';'));
    expect(profile?.id).toBe('baselinker');
    expect(mapping).toMatchObject({
      sku: 'sku',
      ean: 'ean',
      name: 'name',
      quantity: 'stock',
      price_brutto: 'price.amount',
      category_name: 'categoryName',
      manufacturer_name: 'producentName',
      description: 'longDescription',
      image: 'pictures[0].url',
    });
    for (const column of ['product_id', 'parent_id', 'tax_rate', 'category_id'])
      expect(mapping[column], column).toBeUndefined();
    // The shorter export of the EAN-recovery fixture: the same profile.
    const short = mapOf(
      headerOf('"product_id","sku","ean","name","quantity","price_brutto","tax_rate","weight"\n', ','),
    );
    expect(short.profile?.id).toBe('baselinker');
    expect(short.mapping).toEqual({
      sku: 'sku',
      ean: 'ean',
      name: 'name',
      quantity: 'stock',
      price_brutto: 'price.amount',
      weight: 'weight.amount',
    });
  });

  it('Google Merchant with Polish names: identyfikator → SKU, stan (condition) is not the stock', () => {
    const { profile, mapping } = mapOf(headerOf(googleFile, '\t'));
    expect(profile?.id).toBe('google-merchant');
    expect(mapping).toMatchObject({
      identyfikator: 'sku',
      tytuł: 'name',
      opis: 'longDescription',
      cena: 'price.amount',
      gtin: 'ean',
      mpn: 'modelCode',
      marka: 'brandName',
      'link do zdjęcia': 'pictures[0].url',
      'typ produktu': 'categoryName',
      'identyfikator grupy produktów': 'parentSku',
      kolor: 'variantAxis.Kolor',
      rozmiar: 'variantAxis.Rozmiar',
    });
    for (const column of ['stan', 'dostępność', 'link', 'kategoria produktów Google'])
      expect(mapping[column], column).toBeUndefined();
  });

  it('Google Merchant in English and as g: XML', () => {
    const english = mapOf([
      'id',
      'title',
      'description',
      'link',
      'image_link',
      'availability',
      'price',
      'brand',
      'gtin',
      'mpn',
      'condition',
      'item_group_id',
      'google_product_category',
      'product_type',
    ]);
    expect(english.profile?.id).toBe('google-merchant');
    expect(english.mapping).toEqual({
      id: 'sku',
      title: 'name',
      description: 'longDescription',
      image_link: 'pictures[0].url',
      price: 'price.amount',
      brand: 'brandName',
      gtin: 'ean',
      mpn: 'modelCode',
      item_group_id: 'parentSku',
      product_type: 'categoryName',
    });
    const xml = mapOf(['g:id', 'g:title', 'g:price', 'g:gtin', 'g:brand', 'g:image_link', 'g:availability']);
    expect(xml.profile?.id).toBe('google-merchant');
    expect(xml.mapping).toMatchObject({ 'g:id': 'sku', 'g:title': 'name', 'g:gtin': 'ean' });
    expect(xml.mapping['g:availability']).toBeUndefined();
  });

  it('Ceneo XML: offer id → SKU, cat → category NAME, attrs → producer, EAN, producer code', () => {
    const columns = [
      'id',
      'url',
      'price',
      'avail',
      'stock',
      'weight',
      'set',
      'basket',
      'cat',
      'name',
      'imgs/main@url',
      'imgs/i@url',
      'desc',
      'attrs/Producent',
      'attrs/Kod_producenta',
      'attrs/EAN',
    ];
    const { profile, mapping } = mapOf(columns);
    expect(profile?.id).toBe('ceneo');
    expect(mapping).toEqual({
      id: 'sku',
      price: 'price.amount',
      stock: 'stock',
      weight: 'weight.amount',
      cat: 'categoryName',
      name: 'name',
      'imgs/main@url': 'pictures[0].url',
      'imgs/i@url': 'pictures[1].url',
      desc: 'longDescription',
      'attrs/Producent': 'producentName',
      'attrs/Kod_producenta': 'modelCode',
      'attrs/EAN': 'ean',
    });
  });
});

describe('platform fixtures', () => {
  it('maps every platform fixture to columns the catalogue can read (no column mapped twice)', () => {
    for (const [file, separator] of [
      [wooFile, ','],
      [shopifyFile, ','],
      [prestaFile, ';'],
      [magentoFile, ','],
      [akeneoFile, ';'],
      [baseLinkerFile, ';'],
      [googleFile, '\t'],
    ] as const) {
      const { mapping } = mapOf(headerOf(file, separator));
      const targets = Object.values(mapping);
      expect(new Set(targets).size).toBe(targets.length);
      expect(columnsFor(mapping, 'id')).toEqual([]);
    }
  });
});
