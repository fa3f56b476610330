import { pluralPl } from '@zaplecze/contract/common/plural';
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
  type ScheduleUnit,
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

export const scheduleUnitLabels: Record<ScheduleUnit, string> = {
  Minutes: 'minut',
  Hours: 'godzin',
  Days: 'dni',
};

const everyUnitForms: Record<ScheduleUnit, { one: string; few: string; many: string }> = {
  Minutes: { one: 'co minutę', few: 'minuty', many: 'minut' },
  Hours: { one: 'co godzinę', few: 'godziny', many: 'godzin' },
  Days: { one: 'codziennie', few: 'dni', many: 'dni' },
};

/** A schedule's interval as a Polish phrase: 'co minutę', 'co 2 godziny', 'co 5 dni', 'codziennie'. */
export function scheduleIntervalText(value: number, unit: ScheduleUnit): string {
  const forms = everyUnitForms[unit];
  if (value === 1) return forms.one;
  return `co ${value} ${pluralPl(value, forms)}`;
}

export const logStatusLabels: Record<LogStatus, string> = {
  Success: 'Sukces',
  PartialSuccess: 'Częściowy sukces',
  Error: 'Błąd',
  InProgress: 'W trakcie',
};
