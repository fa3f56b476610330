/** What every PDF of the app shares: fonts with Polish letters, and the bytes of a document. */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** DejaVu Sans has every Polish letter; pdfkit's built-in Helvetica lacks ł, ś, ż… */
export const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Collects the document's bytes from the start; `end()` resolves them. */
export function collect(doc: PDFKit.PDFDocument): { end: () => Promise<Buffer> } {
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    end: () => {
      doc.end();
      return bytes;
    },
  };
}
