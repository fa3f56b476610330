import { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { collect, fonts } from '../lib/pdf';
import type { FileStorage } from '../lib/storage/index';
import { createSharedLink } from '../modules/files/shared-links';
import { createFolder, uploadFile, type Actor } from '../modules/files/service';

/** A one-page Polish PDF with a heading and a few lines. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const bytes = collect(doc);
  doc.font(fonts.bold).fontSize(20).text(title);
  doc.moveDown().font(fonts.regular).fontSize(12);
  for (const line of lines) doc.text(line);
  return bytes.end();
}

/** A small coloured picture with a label, as a product photo stand-in. */
async function demoPng(label: string, color: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="100%" height="100%" fill="${color}"/>
    <text x="50%" y="55%" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo company's files library: a few folders with PDFs and pictures, uploaded through the
 * files service like a person would, and one shared link to the contracts folder.
 */
export async function seedDemoFiles(db: Db, storage: FileStorage, actor: Actor): Promise<void> {
  const upload = async (folderId: string | null, name: string, bytes: Buffer) =>
    uploadFile(db, storage, actor, folderId, { name, stream: Readable.from([bytes]) });
  const invoices = await createFolder(db, actor, { name: 'Faktury', parentId: null });
  const year = await createFolder(db, actor, { name: '2026', parentId: invoices.id });
  const photos = await createFolder(db, actor, { name: 'Zdjęcia produktów', parentId: null });
  const contracts = await createFolder(db, actor, { name: 'Umowy', parentId: null });

  for (const month of ['09', '10', '11'])
    await upload(
      year.id,
      `Faktura FV-${month}-2026.pdf`,
      await demoPdf(`Faktura VAT FV/${month}/2026`, [
        'Sprzedawca: Sklep Demo Sp. z o.o.',
        'Nabywca: Hurtownia Elektryczna Volt',
        `Data wystawienia: 15.${month}.2026`,
        'Razem do zapłaty: 1 604,99 zł',
      ]),
    );
  await upload(photos.id, 'Lampa biurkowa.png', await demoPng('Lampa biurkowa', '#1c7ed6'));
  await upload(photos.id, 'Czajnik stalowy.png', await demoPng('Czajnik stalowy', '#2b8a3e'));
  await upload(
    contracts.id,
    'Umowa dostawy 2026.pdf',
    await demoPdf('Umowa dostawy nr 7/2026', [
      'Strony: Sklep Demo Sp. z o.o. i Hurtownia Volt',
      'Okres: 01.01–31.12.2026',
    ]),
  );
  await upload(
    null,
    'Regulamin sklepu.pdf',
    await demoPdf('Regulamin sklepu internetowego', [
      '§ 1. Postanowienia ogólne',
      '§ 2. Zamówienia i płatności',
    ]),
  );
  await createSharedLink(db, actor, {
    fileId: null,
    folderId: contracts.id,
    expiresAt: null,
    password: null,
  });
}
