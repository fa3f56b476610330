import type { Location } from '@zaplecze/contract/locations/locations';
import { collect, fonts } from '../../lib/pdf';

const mm = (value: number) => (value * 72) / 25.4;

/** One label on a label printer: 100 × 50 mm. */
const singleLabel = { width: mm(100), height: mm(50) };
/** A4 sheet of 3 × 8 labels of 70 × 37 mm (the common self-adhesive A4 label sheet). */
const sheet = {
  width: mm(210),
  height: mm(297),
  columns: 3,
  rows: 8,
  labelWidth: mm(70),
  labelHeight: mm(297 / 8),
};

/** Code 128 of the code as a PNG with its quiet zones; null when the code has characters Code 128 cannot carry. */
export async function barcodePng(code: string, scale = 3): Promise<Buffer | null> {
  try {
    // bwip-js and pdfkit are loaded on the first label, not at the server's start.
    const { default: bwipjs } = await import('bwip-js/node');
    return await bwipjs.toBuffer({
      bcid: 'code128',
      text: code,
      scale,
      height: 12,
      includetext: false,
      paddingwidth: 10,
      paddingheight: 2,
      backgroundcolor: 'FFFFFF',
    });
  } catch {
    return null;
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function drawLabel(doc: PDFKit.PDFDocument, location: Location, box: Box) {
  const pad = Math.min(box.width, box.height) * 0.08;
  const inner = {
    x: box.x + pad + mm(2),
    y: box.y + pad,
    width: box.width - 2 * pad - mm(2),
    height: box.height - 2 * pad,
  };
  doc
    .save()
    .rect(box.x + pad, box.y + pad, mm(1.2), inner.height)
    .fill(location.typeColor)
    .restore();

  const codeSize = Math.min(16, inner.height * 0.2);
  doc.font(fonts.bold).fontSize(codeSize).fillColor('#000000');
  doc.text(location.code, inner.x, inner.y, {
    width: inner.width,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });

  const barcodeTop = inner.y + codeSize * 1.3;
  const barcodeHeight = inner.height * 0.5;
  const barcode = await barcodePng(location.code);
  if (barcode) {
    doc.image(barcode, inner.x, barcodeTop, {
      fit: [inner.width, barcodeHeight],
      align: 'center',
      valign: 'center',
    });
  } else {
    doc
      .font(fonts.regular)
      .fontSize(codeSize * 0.5)
      .text(
        'Kod zawiera znaki spoza Code 128 – brak kodu kreskowego',
        inner.x,
        barcodeTop + barcodeHeight / 3,
        { width: inner.width, align: 'center' },
      );
  }

  const detailSize = Math.min(8, inner.height * 0.09);
  const details = [location.typeName, location.warehouseName].filter(Boolean).join(' · ');
  doc.font(fonts.regular).fontSize(detailSize).fillColor('#333333');
  doc.text(details, inner.x, inner.y + inner.height - detailSize * 1.3, {
    width: inner.width,
    align: 'center',
    lineBreak: false,
    ellipsis: true,
  });
}

const info = (count: number) => ({
  Title: count === 1 ? 'Etykieta lokalizacji' : 'Etykiety lokalizacji',
  Creator: 'Zaplecze',
});

/** One 100 × 50 mm page per location. */
export async function singleLabelsPdf(locations: readonly Location[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [singleLabel.width, singleLabel.height],
    margin: 0,
    autoFirstPage: false,
    info: info(locations.length),
  });
  const output = collect(doc);
  for (const location of locations) {
    doc.addPage({ size: [singleLabel.width, singleLabel.height], margin: 0 });
    await drawLabel(doc, location, { x: 0, y: 0, ...singleLabel });
  }
  return output.end();
}

/** A4 sheets, 24 labels each, filled row by row. */
export async function labelSheetPdf(locations: readonly Location[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: info(locations.length) });
  const output = collect(doc);
  const perPage = sheet.columns * sheet.rows;
  const marginX = (sheet.width - sheet.columns * sheet.labelWidth) / 2;
  for (const [index, location] of locations.entries()) {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const x = marginX + (slot % sheet.columns) * sheet.labelWidth;
    const y = Math.floor(slot / sheet.columns) * sheet.labelHeight;
    await drawLabel(doc, location, { x, y, width: sheet.labelWidth, height: sheet.labelHeight });
  }
  return output.end();
}
