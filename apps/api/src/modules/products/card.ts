import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '@zaplecze/contract/common/money';
import { productStatusLabels, productTypeLabels, type Product } from '@zaplecze/contract/products/products';
import { polishVatRates } from '@zaplecze/contract/vat/vat';
import type { Db } from '../../db/client';
import { productParameters, productVariants, stockLevels, warehouses } from '../../db/schema/index';
import { csvBom, csvLine } from '../../lib/csv';
import { collect, fonts } from '../../lib/pdf';
import type { FileStorage } from '../../lib/storage/index';
import { readLocalPicture } from './pictures';

interface StockRow {
  warehouseName: string;
  variantSku: string | null;
  onHand: number;
  reserved: number;
}

/** Stock per warehouse (and variant) read straight from the maintained levels. */
async function stockOf(db: Db, productId: string): Promise<StockRow[]> {
  return db
    .select({
      warehouseName: warehouses.name,
      variantSku: productVariants.sku,
      onHand: sql<number>`sum(${stockLevels.onHand})::int`,
      reserved: sql<number>`sum(${stockLevels.reserved})::int`,
    })
    .from(stockLevels)
    .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
    .leftJoin(productVariants, eq(productVariants.id, stockLevels.variantId))
    .where(eq(stockLevels.productId, productId))
    .groupBy(warehouses.name, warehouses.hierarchyPosition, productVariants.sku)
    .orderBy(asc(warehouses.hierarchyPosition), asc(productVariants.sku));
}

async function parameterNames(db: Db, accountId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productParameters.id, name: productParameters.name })
    .from(productParameters)
    .where(and(eq(productParameters.accountId, accountId), inArray(productParameters.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The EAN as its barcode (EAN-8 or EAN-13), for scanning the card at the shelf; null without one. */
async function eanBarcode(ean: string): Promise<Buffer | null> {
  if (!/^(\d{8}|\d{13})$/.test(ean)) return null;
  try {
    const { default: bwipjs } = await import('bwip-js/node');
    return await bwipjs.toBuffer({
      bcid: ean.length === 8 ? 'ean8' : 'ean13',
      text: ean,
      scale: 3,
      height: 15,
      includetext: true,
    });
  } catch {
    return null;
  }
}

const dimension = (value: number | null, unit: string) =>
  value === null ? '—' : `${String(value).replace('.', ',')} ${unit}`;

/** The product card (GET /api/products/{id}/pdf): one A4 page or more with Polish letters. */
export async function productCardPdf(
  db: Db,
  storage: FileStorage,
  accountId: string,
  product: Product,
): Promise<Buffer> {
  const [stock, names] = await Promise.all([
    stockOf(db, product.id),
    parameterNames(db, accountId, Object.keys(product.parameterValues)),
  ]);
  // pdfkit, bwip-js and sharp are loaded on the first card, not at the server's start (~60 MB resident).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: product.name, Creator: 'Zaplecze' } });
  const output = collect(doc);
  const barcode = await eanBarcode(product.ean);
  if (barcode) doc.image(barcode, doc.page.width - 50 - 130, 50, { fit: [130, 60] });
  doc
    .font(fonts.bold)
    .fontSize(18)
    .text(product.name, { width: barcode ? doc.page.width - 100 - 140 : undefined });
  doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor('#333333');
  doc.text(`SKU: ${product.sku}    EAN: ${product.ean || '—'}`);
  doc.text(`Typ: ${productTypeLabels[product.type]}    Status: ${productStatusLabels[product.status]}`);
  const vat = polishVatRates.find((rate) => rate.id === product.vatRateId);
  doc.text(`Stawka VAT: ${vat?.label ?? product.vatRateId}`);
  doc.fillColor('#000000');

  const picture = product.pictures[0]
    ? await readLocalPicture(storage, accountId, product.pictures[0].url)
    : null;
  if (picture) {
    const { default: sharp } = await import('sharp');
    const png = await sharp(picture).png().toBuffer();
    doc.moveDown(0.5).image(png, { fit: [200, 200] });
    doc.moveDown(0.5);
  }

  const section = (title: string) =>
    doc.moveDown(0.8).font(fonts.bold).fontSize(12).text(title).font(fonts.regular).fontSize(10);
  section('Ceny');
  for (const price of product.prices)
    doc.text(
      `${price.priceListName}: ${price.amount === null ? '—' : formatMoney(price.amount, price.currency)}${price.derived ? ' (wyliczona)' : ''}`,
    );
  if (product.prices.length === 0) doc.text('Brak cenników');

  section('Stan magazynowy');
  for (const row of stock)
    doc.text(
      `${row.warehouseName}${row.variantSku ? ` / ${row.variantSku}` : ''}: ${row.onHand} szt. (zarezerwowane ${row.reserved}, dostępne ${row.onHand - row.reserved})`,
    );
  if (stock.length === 0) doc.text('Brak stanów magazynowych');

  section('Parametry');
  const parameters = Object.entries(product.parameterValues);
  for (const [id, value] of parameters) doc.text(`${names.get(id) ?? id}: ${value}`);
  if (parameters.length === 0) doc.text('Brak parametrów');

  if (product.variants.length > 0) {
    section('Warianty');
    for (const variant of product.variants)
      doc.text(
        `${variant.sku}${variant.name ? ` — ${variant.name}` : ''}${variant.ean ? ` (EAN ${variant.ean})` : ''}`,
      );
  }

  section('Wymiary i waga');
  doc.text(
    `Długość: ${dimension(product.lengthCm, 'cm')}, szerokość: ${dimension(product.widthCm, 'cm')}, wysokość: ${dimension(product.heightCm, 'cm')}`,
  );
  doc.text(`Waga: ${dimension(product.weightAmount, product.weightUnit)}`);
  return output.end();
}

const csvHeader = [
  'SKU',
  'EAN',
  'Nazwa',
  'Typ',
  'Status',
  'Wariant produktu (SKU)',
  'Cena (domyślny cennik)',
  'Waluta',
  'Stan',
  'Zarezerwowane',
  'Stawka VAT',
  'Tagi',
  'Krótki opis',
];

/** One product as CSV (GET /api/products/{id}/csv): header, the product, a row per variant. */
export function productCardCsv(product: Product, defaultPriceListId: string | null): string {
  const vat = polishVatRates.find((rate) => rate.id === product.vatRateId)?.label ?? product.vatRateId;
  const defaultPrice = (prices: Product['prices']) =>
    prices.find((price) => price.priceListId === defaultPriceListId) ?? null;
  const rows = [
    csvLine(csvHeader),
    csvLine([
      product.sku,
      product.ean,
      product.name,
      productTypeLabels[product.type],
      productStatusLabels[product.status],
      '',
      product.price?.amount ?? '',
      product.price?.currency ?? '',
      product.stock,
      product.stockReserved,
      vat,
      product.tags.join(', '),
      product.shortDescription,
    ]),
    ...product.variants.map((variant) => {
      const price = defaultPrice(variant.prices);
      return csvLine([
        product.sku,
        variant.ean,
        variant.name || product.name,
        productTypeLabels[product.type],
        productStatusLabels[product.status],
        variant.sku,
        price?.amount ?? '',
        price?.currency ?? '',
        variant.stock,
        variant.stockReserved,
        vat,
        '',
        '',
      ]);
    }),
  ];
  return `${csvBom}${rows.join('')}`;
}
