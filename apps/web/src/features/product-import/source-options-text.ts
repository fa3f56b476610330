import { type SourceOptions } from '@zaplecze/contract/product-import/product-import';
import { csvDelimiterLabels, csvEncodingLabels } from './labels';

/** The choices that are not automatic, in words ('Windows-1250, średnik (;)'); null when all are. */
export function sourceOptionsText(options: SourceOptions): string | null {
  const parts = [
    options.encoding !== 'auto' ? csvEncodingLabels[options.encoding] : null,
    options.delimiter !== 'auto' ? csvDelimiterLabels[options.delimiter].toLowerCase() : null,
    options.sheet ? `arkusz ${options.sheet}` : null,
    options.recordPath ? `ścieżka rekordu ${options.recordPath}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
