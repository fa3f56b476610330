import {
  importTargetLabels,
  variantAxisOf,
  type SourceOptions,
} from '@zaplecze/contract/product-import/product-import';
import type { TFunction } from '../../lib/i18n';

/**
 * Texts built from several parts (the words are in ./locales). The target names stay in the
 * contract: the export's column headers and the automatic mapping read them too.
 */

/** How the mapping shows a target: 'Oś wariantu: Kolor' for an axis. */
export const importTargetLabel = (t: TFunction, target: string) => {
  const axis = variantAxisOf(target);
  return axis ? t('productImport.labels.variantAxis', { axis }) : (importTargetLabels[target] ?? target);
};

/** The choices that are not automatic, in words ('Windows-1250, średnik (;)'); null when all are. */
export function sourceOptionsText(t: TFunction, options: SourceOptions): string | null {
  const parts = [
    options.encoding !== 'auto' ? t(`productImport.labels.encoding.${options.encoding}`) : null,
    options.delimiter !== 'auto'
      ? t(`productImport.labels.delimiter.${options.delimiter}`).toLowerCase()
      : null,
    options.sheet ? t('productImport.source.summarySheet', { sheet: options.sheet }) : null,
    options.recordPath ? t('productImport.source.summaryRecordPath', { path: options.recordPath }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
