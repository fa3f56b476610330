import type { ImportFormat } from '@zaplecze/contract/product-import';
import { openCsv } from './csv';
import type { Table } from './table';
import { openXlsx } from './xlsx';
import { openXml } from './xml';

export function openTable(path: string, format: ImportFormat, options: { fromUrl?: boolean } = {}): Promise<Table> {
  if (format === 'XML') return openXml(path);
  if (format === 'XLSX') return openXlsx(path);
  return openCsv(path, { fromUrl: options.fromUrl });
}

/** The extension must equal the chosen format (002 §5); a URL's path is checked the same way. */
export function extensionMatches(name: string, format: ImportFormat): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === format.toLowerCase();
}
