import {
  importTargetLabels,
  variantAxisOf,
  type CsvDelimiterChoice,
  type CsvEncodingChoice,
  type FieldErrorPolicy,
  type ImportMode,
  type LogStatus,
  type MissingEntryChoice,
  type MissingEntryDictionary,
  type ProductIdentifier,
} from '@zaplecze/contract/product-import/product-import';

/** The import screens' labels (UI texts, web only); the rules and the API's messages stay in the contract. */

export const importModeLabels: Record<ImportMode, string> = {
  AddAndUpdate: 'Dodaj i aktualizuj',
  AddOnly: 'Tylko dodawanie',
  UpdateOnly: 'Tylko aktualizacja',
};

export const productIdentifierLabels: Record<ProductIdentifier, string> = {
  Id: 'ID',
  Sku: 'SKU',
  Ean: 'EAN',
};

/** How the mapping shows a target: 'Oś wariantu: Kolor' for an axis. */
export const importTargetLabel = (target: string) => {
  const axis = variantAxisOf(target);
  return axis ? `Oś wariantu: ${axis}` : (importTargetLabels[target] ?? target);
};

export const fieldErrorPolicyLabels: Record<FieldErrorPolicy, string> = {
  skipField: 'Importuj bez tego pola',
  rejectRow: 'Odrzuć wiersz',
};

export const csvEncodingLabels: Record<CsvEncodingChoice, string> = {
  auto: 'Automatycznie',
  utf8: 'UTF-8',
  win1250: 'Windows-1250',
};

export const csvDelimiterLabels: Record<CsvDelimiterChoice, string> = {
  auto: 'Automatycznie',
  ';': 'Średnik (;)',
  ',': 'Przecinek (,)',
  '\t': 'Tabulator',
};

export const missingEntryChoiceLabels: Record<MissingEntryChoice, string> = {
  create: 'Utwórz nowe',
  reject: 'Odrzuć wiersz',
};

export const missingEntryDictionaryLabels: Record<MissingEntryDictionary, string> = {
  producers: 'Producenci',
  brands: 'Marki',
  suppliers: 'Dostawcy',
  categories: 'Kategorie',
};

export { scheduleIntervalText, scheduleUnitLabels } from '../../lib/schedule-text';

export const logStatusLabels: Record<LogStatus, string> = {
  Success: 'Sukces',
  PartialSuccess: 'Częściowy sukces',
  Error: 'Błąd',
  InProgress: 'W trakcie',
};
