import { z } from 'zod';
import { countPl } from '../common/plural';

/** Product import of spec 002 §2.2–2.4, §3–§5, §8, §9: targets, templates, schedules, runs, logs. */

export const importFormats = ['CSV', 'XML', 'XLSX'] as const;
export type ImportFormat = (typeof importFormats)[number];
export const importModes = ['AddAndUpdate', 'AddOnly', 'UpdateOnly'] as const;
export type ImportMode = (typeof importModes)[number];
export const productIdentifiers = ['Id', 'Sku', 'Ean'] as const;
export type ProductIdentifier = (typeof productIdentifiers)[number];

export const pictureSlots = 16;
export const previewRows = 5;

const scalarTargets = [
  'id',
  'sku',
  'parentSku',
  'ean',
  'name',
  'shortDescription',
  'longDescription',
  'price.amount',
  'price.currency',
  'stock',
  'status',
  'type',
  'saleFrom',
  'deliveryTimeDays',
  'gtu',
  'modelCode',
  'unit',
  'unitValue',
  'lengthCm',
  'widthCm',
  'heightCm',
  'weight.unit',
  'weight.amount',
] as const;
const referenceTargets = [
  'producentId',
  'categoryId',
  'additionalCategory1Id',
  'additionalCategory2Id',
  'gpsrCompanyId',
  'gpsrContactId',
  'brandId',
  'producentName',
  'supplierId',
  'brandName',
  'supplierName',
  'categoryName',
  'additionalCategory1Name',
  'additionalCategory2Name',
] as const;
/** Shopify 'Option1 Name'/'Option1 Value', WooCommerce 'Attribute 1 name'/'Attribute 1 value(s)'. */
export const variantOptionSlots = 3;
const variantOptionTargets = Array.from({ length: variantOptionSlots }, (_, index) => [
  `variantOption[${index + 1}].name`,
  `variantOption[${index + 1}].value`,
]).flat();
const pictureTargets = Array.from({ length: pictureSlots }, (_, index) => [
  `pictures[${index}].url`,
  `pictures[${index}].description`,
]).flat();

/** Every target of 002 §3 ('Import field targets'); custom fields are `customFields.<key>`. */
export const importTargets: readonly string[] = [
  ...scalarTargets,
  ...pictureTargets,
  ...referenceTargets,
  ...variantOptionTargets,
];

/** A column holding one variant axis by name: 'variantAxis.Kolor' (the account's parameter 'Kolor'). */
export const variantAxisTarget = (parameter: string) => `variantAxis.${parameter}`;
const variantAxisPattern = /^variantAxis\.([^.]{1,100})$/u;
export const variantAxisOf = (target: string): string | null =>
  variantAxisPattern.exec(target)?.[1]?.trim() || null;

export const importTargetLabels: Record<string, string> = {
  id: 'ID produktu',
  sku: 'SKU',
  parentSku: 'SKU produktu nadrzędnego',
  ean: 'EAN',
  name: 'Nazwa',
  shortDescription: 'Krótki opis',
  longDescription: 'Opis',
  'price.amount': 'Cena',
  'price.currency': 'Waluta',
  stock: 'Stan magazynowy',
  status: 'Status',
  type: 'Typ',
  saleFrom: 'Sprzedaż od',
  deliveryTimeDays: 'Czas dostawy (dni)',
  gtu: 'GTU',
  modelCode: 'Kod modelu',
  unit: 'Jednostka',
  unitValue: 'Wartość jednostki',
  lengthCm: 'Długość (cm)',
  widthCm: 'Szerokość (cm)',
  heightCm: 'Wysokość (cm)',
  'weight.unit': 'Jednostka wagi',
  'weight.amount': 'Waga',
  producentId: 'Producent (ID)',
  categoryId: 'Kategoria (ID)',
  additionalCategory1Id: 'Kategoria dodatkowa 1 (ID)',
  additionalCategory2Id: 'Kategoria dodatkowa 2 (ID)',
  gpsrCompanyId: 'Podmiot GPSR (ID)',
  gpsrContactId: 'Osoba GPSR (ID)',
  brandId: 'Marka (ID)',
  producentName: 'Producent (nazwa)',
  supplierId: 'Dostawca (ID)',
  brandName: 'Marka (nazwa)',
  supplierName: 'Dostawca (nazwa)',
  categoryName: 'Kategoria (nazwa)',
  additionalCategory1Name: 'Kategoria dodatkowa 1 (nazwa)',
  additionalCategory2Name: 'Kategoria dodatkowa 2 (nazwa)',
};
for (let index = 1; index <= variantOptionSlots; index += 1) {
  importTargetLabels[`variantOption[${index}].name`] = `Opcja wariantu ${index} — nazwa`;
  importTargetLabels[`variantOption[${index}].value`] = `Opcja wariantu ${index} — wartość`;
}
for (let index = 0; index < pictureSlots; index += 1) {
  importTargetLabels[`pictures[${index}].url`] = `Zdjęcie ${index + 1} — URL`;
  importTargetLabels[`pictures[${index}].description`] = `Zdjęcie ${index + 1} — opis`;
}

export const isImportTarget = (target: string) =>
  importTargets.includes(target) ||
  /^customFields\.[A-Za-z0-9_-]{1,64}$/.test(target) ||
  variantAxisOf(target) !== null;

/** Column → target; '' (skip) is dropped. */
export const fieldMapping = z
  .record(z.string().max(200), z.string().max(100))
  .transform((mapping) => Object.fromEntries(Object.entries(mapping).filter(([, target]) => target !== '')))
  .refine((mapping) => Object.values(mapping).every(isImportTarget), 'Nieznane pole docelowe mapowania');
export type FieldMapping = Record<string, string>;

/**
 * The API's messages (validation, refusals, log texts); the screens' own texts are in the web
 * feature's locales, which take the ones the browser checks too from here.
 */
export const importMessages = {
  wrongFormat: (format: string) => `Wybrany plik nie jest w formacie ${format}`,
  urlWrongFormat: (format: string) => `Podany URL nie zawiera pliku ${format}`,
  urlRequired: 'Proszę podać URL pliku',
  csvEmpty: 'Plik CSV jest pusty lub ma nieprawidłowy format',
  csvEmptyUrl: 'Plik CSV z URL jest pusty lub ma nieprawidłowy format',
  csvParse: 'Błąd podczas parsowania pliku CSV',
  xmlParse: 'Błąd podczas parsowania pliku XML',
  xmlDoctype: 'Plik XML zawiera deklarację DOCTYPE — ze względów bezpieczeństwa nie jest obsługiwana',
  xmlNoRecords: 'Nie znaleziono rekordów produktów w pliku XML',
  xlsxParse: 'Błąd podczas odczytu pliku XLSX',
  xlsxBomb:
    'Plik XLSX odrzucony: po rozpakowaniu byłby zbyt duży (najwyżej 300 MB danych) albo jest podejrzanie mocno skompresowany',
  xmlReferenceFlood:
    'Plik XML odrzucony: zbyt wiele odwołań do znaków (np. &#65; lub &amp;) w jednym polu — ze względów bezpieczeństwa',
  csvBinary: 'To nie jest plik CSV — plik zawiera dane binarne (np. obraz, archiwum ZIP/XLSX lub PDF)',
  urlTooLong: (max: number) => `Adres URL jest za długi (najwyżej ${max} znaków)`,
  urlProtocol: 'Nieprawidłowy adres: dozwolone są tylko adresy http:// i https://',
  urlInvalid: 'Nieprawidłowy adres URL',
  xlsxSheetMissing: (sheet: string) => `Arkusz „${sheet}” nie istnieje w skoroszycie`,
  xmlRecordPathMissing: (recordPath: string) => `Ścieżka rekordu „${recordPath}” nie występuje w pliku XML`,
  uploadExpired: 'Plik nie został zaimportowany w ciągu 24 godzin i został usunięty — prześlij go ponownie',
  sourceOptionsStage: 'Ustawienia odczytu pliku można zmienić tylko przed potwierdzeniem mapowania',
  fetchFailed: (reason: string) => `Nie udało się pobrać pliku: ${reason}`,
  tooLarge: (megabytes: number) => `Plik jest za duży (najwyżej ${Number(megabytes.toFixed(3))} MB)`,
  templateNameRequired: 'Nazwa szablonu jest wymagana',
  templateMappingRequired: 'Zmapuj co najmniej jedno pole',
  templateNotFound: 'Nie znaleziono wybranego szablonu',
  scheduleTemplateRequired: 'Szablon musi być wybrany dla harmonogramu',
  scheduleNameRequired: 'Nazwa harmonogramu jest wymagana',
  scheduleUrlRequired: 'URL pliku jest wymagany dla harmonogramu',
  scheduleFailed: 'Nie udało się utworzyć harmonogramu',
  scheduleNotFound: 'Nie znaleziono harmonogramu',
  scheduleInterval: 'Niedozwolony interwał harmonogramu',
  fileRequired: 'Najpierw prześlij plik CSV',
  mappingRequired: 'Skonfiguruj mapowanie pól przed importem',
  taskNotFound: 'Nie znaleziono zadania importu',
  taskState: 'Zadanie importu jest na innym etapie',
  confirmFailed: (reason: string) => `Nie udało się potwierdzić mapowania: ${reason}`,
  finalFailed: (reason: string) => `Nie udało się wykonać finalnego importu: ${reason}`,
  cancelled: (rows: number) => `Import przerwany przez użytkownika po ${rows} wierszach.`,
  rollbackNotFinished: 'Można cofnąć tylko zakończony import',
  rolledBack: 'Import został już cofnięty',
} as const;

/** Why a row was rejected (shown in the dry run, the log and the rejected-rows CSV). */
export const rowMessages = {
  identifierMissing: (field: string) => `Brak identyfikatora produktu (${field})`,
  eanScientific:
    'EAN zapisany w notacji wykładniczej (np. 5.90197E+12) — cyfry zostały utracone w arkuszu; zapisz kolumnę jako tekst',
  eanDecimal: 'EAN zapisany jako liczba dziesiętna (np. 5901969421842.0) — zapisz kolumnę jako tekst',
  eanInvalid: 'Nieprawidłowy kod EAN (8 lub 13 cyfr z poprawną cyfrą kontrolną)',
  eanRecovered:
    'EAN zapisany jako liczba (np. 5901969421842.0) — odczytano go bez końcówki „.0”, zapisz kolumnę jako tekst',
  /** A warning: the field's value was refused and the row went in without it ('Importuj bez tego pola'). */
  fieldSkipped: (reason: string) => `${reason} — zaimportowano bez tego pola`,
  invalidUtf8:
    'Nieprawidłowe bajty UTF-8 zastąpione znakiem „\uFFFD” — sprawdź kodowanie pliku lub popraw tę komórkę',
  nameRequired: 'Nazwa produktu jest wymagana dla nowego produktu',
  skuRequired: 'SKU jest wymagane dla nowego produktu',
  number: 'Nieprawidłowa liczba',
  wholeNumber: 'Podaj liczbę całkowitą',
  negative: 'Wartość nie może być ujemna',
  tooLong: (max: number) => `Najwyżej ${max} znaków`,
  enumValue: (allowed: readonly string[]) => `Dozwolone wartości: ${allowed.join(', ')}`,
  date: 'Nieprawidłowa data (RRRR-MM-DD)',
  uuid: 'Nieprawidłowy identyfikator',
  referenceNotFound: 'Nie znaleziono rekordu o tym identyfikatorze',
  notFoundForUpdate: 'Produkt nie istnieje (tryb: tylko aktualizacja)',
  existsForAdd: 'Produkt już istnieje (tryb: tylko dodawanie)',
  duplicateInFile: (line: number) => `Ten sam produkt już w wierszu ${line}`,
  planLimit: 'Przekroczony limit produktów w planie',
  currency: 'Nieobsługiwana waluta',
  idCreate: 'Nie można utworzyć produktu po ID — produkt nie istnieje',
  categoryMissing: (name: string) => `kategoria: nie istnieje „${name}”`,
  /** A name missing from a dictionary the run may not add to: 'marka: nie istnieje „X”'. */
  entryMissing: (dictionary: MissingEntryDictionary, name: string) =>
    `${missingEntryNouns[dictionary]}: nie istnieje „${name}”`,
  axisNotVariant: (parameter: string) =>
    `${parameter}: parametr nie jest oznaczony jako używany w wariantach`,
  axisNameMissing: (slot: number) =>
    `Opcja wariantu ${slot}: brak nazwy (kolumna nazwy opcji jest pusta w całej grupie)`,
} as const;

/**
 * What a field's invalid value does to its row (002 §3 template option): 'skipField' imports the
 * row without that field and reports a warning; 'rejectRow' refuses the row. The default is
 * 'skipField': a spreadsheet that mangled one column (EANs as numbers) should not sink every
 * product. Identity fields (ID, SKU, parent SKU) and variant axes always refuse the row.
 */
export const fieldErrorPolicies = ['skipField', 'rejectRow'] as const;
export type FieldErrorPolicy = (typeof fieldErrorPolicies)[number];
export const defaultFieldErrorPolicy: FieldErrorPolicy = 'skipField';
export const fieldErrorPolicy = z
  .enum(fieldErrorPolicies, { error: 'Wybierz „Importuj bez tego pola” albo „Odrzuć wiersz”' })
  .default(defaultFieldErrorPolicy);

/** How the file is read, chosen in the wizard (002 §2.2); 'auto' detects it. */
export const csvEncodings = ['auto', 'utf8', 'win1250'] as const;
export type CsvEncodingChoice = (typeof csvEncodings)[number];
export const csvDelimiters = ['auto', ';', ',', '\t'] as const;
export type CsvDelimiterChoice = (typeof csvDelimiters)[number];
export const sourceOptions = z.object({
  encoding: z.enum(csvEncodings, { error: 'Wybierz kodowanie z listy' }).default('auto'),
  delimiter: z.enum(csvDelimiters, { error: 'Wybierz separator z listy' }).default('auto'),
  /** XLSX: the sheet's name; none = the first sheet. */
  sheet: z.string().trim().min(1).max(200).optional(),
  /** XML: the record element's path ('rss/channel/item'); none = detected. */
  recordPath: z.string().trim().min(1).max(500).optional(),
});
export type SourceOptions = z.output<typeof sourceOptions>;
const sourceOptionKeys = ['encoding', 'delimiter', 'sheet', 'recordPath'] as const;
export const sameSourceOptions = (a: SourceOptions, b: SourceOptions) =>
  sourceOptionKeys.every((key) => a[key] === b[key]);

/**
 * What a run does with a name (producentName, brandName, …) its dictionary does not have: 'create'
 * adds it to the account, 'reject' refuses the row. Kept with the template and the schedule;
 * defaults: producers, brands and suppliers created, categories refused (a misspelt category would
 * silently grow the list the marketplaces map).
 */
export const missingEntryDictionaries = ['producers', 'brands', 'suppliers', 'categories'] as const;
export type MissingEntryDictionary = (typeof missingEntryDictionaries)[number];
export const missingEntryChoices = ['create', 'reject'] as const;
export type MissingEntryChoice = (typeof missingEntryChoices)[number];
/** The row message's subject ('marka: nie istnieje „X”'). */
export const missingEntryNouns: Record<MissingEntryDictionary, string> = {
  producers: 'producent',
  brands: 'marka',
  suppliers: 'dostawca',
  categories: 'kategoria',
};
/** The dictionary a by-name target fills. */
export const missingEntryTargets: Record<string, MissingEntryDictionary> = {
  producentName: 'producers',
  brandName: 'brands',
  supplierName: 'suppliers',
  categoryName: 'categories',
  additionalCategory1Name: 'categories',
  additionalCategory2Name: 'categories',
};
const missingEntryChoice = (fallback: MissingEntryChoice) =>
  z.enum(missingEntryChoices, { error: 'Wybierz „Utwórz nowe” albo „Odrzuć wiersz”' }).default(fallback);
export const missingEntries = z.object({
  producers: missingEntryChoice('create'),
  brands: missingEntryChoice('create'),
  suppliers: missingEntryChoice('create'),
  categories: missingEntryChoice('reject'),
});
export type MissingEntries = z.output<typeof missingEntries>;
export const defaultMissingEntries: MissingEntries = {
  producers: 'create',
  brands: 'create',
  suppliers: 'create',
  categories: 'reject',
};
/** The dictionaries a mapping fills by name, in the order of missingEntryDictionaries. */
export const mappedDictionaries = (mapping: Record<string, string>): MissingEntryDictionary[] => {
  const mapped = new Set(
    Object.values(mapping).flatMap((target) =>
      missingEntryTargets[target] ? [missingEntryTargets[target]] : [],
    ),
  );
  return missingEntryDictionaries.filter((dictionary) => mapped.has(dictionary));
};

/** ', usunięto 2 wpisy słowników, zachowano używane: marka „Nox”' — what a rollback did with the entries its import created. */
export function rolledBackEntriesText(entries: {
  removed: unknown[];
  kept: { dictionary: MissingEntryDictionary; name: string }[];
}): string {
  const removed =
    entries.removed.length > 0
      ? `, usunięto ${countPl(entries.removed.length, { one: 'wpis słownika', few: 'wpisy słowników', many: 'wpisów słowników' })}`
      : '';
  const kept =
    entries.kept.length > 0
      ? `, zachowano używane: ${entries.kept.map((entry) => `${missingEntryNouns[entry.dictionary]} „${entry.name}”`).join(', ')}`
      : '';
  return removed + kept;
}

export const scheduleUnits = ['Minutes', 'Hours', 'Days'] as const;
export type ScheduleUnit = (typeof scheduleUnits)[number];
export const scheduleIntervals: Record<ScheduleUnit, readonly number[]> = {
  Minutes: [5, 10, 15, 30],
  Hours: [1, 2, 3, 4, 6, 8, 12],
  Days: [1, 2, 3, 4, 5, 6, 7, 14, 30],
};
/** Unit change resets the interval (002 §4). */
export const scheduleUnitDefaults: Record<ScheduleUnit, number> = { Minutes: 5, Hours: 1, Days: 1 };
export const importDefaults = {
  format: 'CSV' as ImportFormat,
  identifier: 'Sku' as ProductIdentifier,
  mode: 'AddAndUpdate' as ImportMode,
  scheduleUnit: 'Days' as ScheduleUnit,
  scheduleInterval: 1,
  scheduleTime: '12:00',
  resetDelayMs: 2000,
};

export const logStatuses = ['Success', 'PartialSuccess', 'Error', 'InProgress'] as const;
export type LogStatus = (typeof logStatuses)[number];
export const logPageSizes = [5, 10, 25, 50] as const;
