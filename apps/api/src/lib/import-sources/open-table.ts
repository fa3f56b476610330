import type { ImportFormat, SourceOptions } from '@zaplecze/contract/product-import/product-import';
import type { ImportTaskView } from '@zaplecze/contract/product-import/product-import-api';
import { openCsv } from './csv';
import type { Table } from './table';
import { openXlsx } from './xlsx';
import { openXml } from './xml';

export type SourceInfo = ImportTaskView['sourceInfo'];

/** Opens the file as a table, read as the wizard's choices say ('auto' = detected); `info` tells what was used. */
export async function openTable(
  path: string,
  format: ImportFormat,
  options: { fromUrl?: boolean; source?: Partial<SourceOptions> } = {},
): Promise<Table & { info: SourceInfo }> {
  const source = options.source ?? {};
  if (format === 'XML') {
    const table = await openXml(path, source.recordPath);
    return Object.assign(table, { info: { recordPath: table.recordPath, recordPaths: table.recordPaths } });
  }
  if (format === 'XLSX') {
    const table = await openXlsx(path, source.sheet);
    return Object.assign(table, { info: source.sheet ? { sheet: source.sheet } : {} });
  }
  const table = await openCsv(path, {
    fromUrl: options.fromUrl,
    encoding: source.encoding && source.encoding !== 'auto' ? source.encoding : undefined,
    delimiter: source.delimiter && source.delimiter !== 'auto' ? source.delimiter : undefined,
  });
  return Object.assign(table, {
    info: {
      encoding: table.encoding,
      delimiter: table.delimiter,
      ...(table.invalidUtf8 > 0 ? { invalidUtf8: table.invalidUtf8 } : {}),
      ...(table.sample ? { sample: table.sample } : {}),
    },
  });
}

/** The extension must equal the chosen format (002 §5); a URL's path is checked the same way. */
export function extensionMatches(name: string, format: ImportFormat): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === format.toLowerCase();
}
