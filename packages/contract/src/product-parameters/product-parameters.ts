import { z } from 'zod';
import { pageQuery } from '../common/pagination';

/**
 * Product parameters and their groups (spec 002 §2.8, §3). A parameter is TEXT (free text on the
 * product) or a choice from its own values (ONE_SELECT, MULTI_SELECT); values and the name carry
 * optional translations. A parameter belongs to at most one group.
 */
export const parameterTypes = ['TEXT', 'ONE_SELECT', 'MULTI_SELECT'] as const;
export type ParameterType = (typeof parameterTypes)[number];

export const parameterLimits = {
  name: 100,
  label: 100,
  value: 100,
  values: 200,
  importRows: 5000,
  importBytes: 2 * 1024 * 1024,
} as const;

export const parameterPageSizes = [10, 20, 50, 100] as const;

export const parameterMessages = {
  groupNameRequired: 'Nazwa grupy jest wymagana',
  groupNameTaken: 'Grupa parametrów o tej nazwie już istnieje',
  nameRequired: 'Nazwa parametru jest wymagana',
  nameTaken: 'Parametr o tej nazwie już istnieje',
  nameTooLong: `Nazwa może mieć najwyżej ${parameterLimits.name} znaków`,
  labelTooLong: `Etykieta może mieć najwyżej ${parameterLimits.label} znaków`,
  typeInvalid: 'Wybierz typ parametru: TEXT, ONE_SELECT lub MULTI_SELECT',
  valueRequired: 'Wartość nie może być pusta',
  valueTooLong: `Wartość może mieć najwyżej ${parameterLimits.value} znaków`,
  valuesRequired: 'Parametr wyboru musi mieć co najmniej jedną wartość',
  valuesForText: 'Parametr tekstowy nie ma listy wartości',
  valuesTooMany: `Parametr może mieć najwyżej ${parameterLimits.values} wartości`,
  valuesDuplicate: 'Wartości parametru nie mogą się powtarzać',
  groupInvalid: 'Wybierz grupę z listy',
  groupNotFound: 'Nie znaleziono grupy parametrów.',
  parameterNotFound: 'Nie znaleziono parametru.',
  groupDeleted: 'Grupa parametrów została usunięta',
  parameterDeleted: 'Parametr został usunięty',
  groupSaved: 'Zapisano zmiany grupy',
  groupCreated: 'Grupa parametrów została dodana',
  parameterSaved: 'Zapisano zmiany parametru',
  parameterCreated: 'Parametr został dodany',
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** An optional label: blank is stored as null. */
const optionalLabel = text(parameterLimits.label, parameterMessages.labelTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);

export const parameterListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  /** Case-insensitive, in the name and the labels. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['name', '-name', 'created', '-created']).default('name'),
});
export type ParameterListQuery = z.input<typeof parameterListQuery>;

// ---- groups -------------------------------------------------------------------------------

export const parameterGroupBody = z.object({
  name: requiredText(
    parameterMessages.groupNameRequired,
    parameterLimits.name,
    parameterMessages.nameTooLong,
  ),
  labelPl: optionalLabel,
  labelEn: optionalLabel,
});
export type ParameterGroupBody = z.input<typeof parameterGroupBody>;
export const updateParameterGroupBody = parameterGroupBody.extend({ version: versionField });
export type UpdateParameterGroupBody = z.input<typeof updateParameterGroupBody>;

export const parameterGroupResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    labelPl: z.string().nullable(),
    labelEn: z.string().nullable(),
    parametersCount: z.number().int(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'ParameterGroup' });
export type ParameterGroup = z.infer<typeof parameterGroupResponse>;

export const parameterGroupListResponse = z
  .object({
    data: z.array(parameterGroupResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'ParameterGroupList' });
export type ParameterGroupList = z.infer<typeof parameterGroupListResponse>;

// ---- parameters ---------------------------------------------------------------------------

export const parameterTranslations = z.object({
  pl: optionalLabel.optional(),
  en: optionalLabel.optional(),
  de: optionalLabel.optional(),
});
export type ParameterTranslations = z.input<typeof parameterTranslations>;

const valueText = text(parameterLimits.value, parameterMessages.valueTooLong);
export const parameterValue = z.object({
  value: valueText.min(1, parameterMessages.valueRequired),
  en: valueText.nullish().transform((value) => (value ? value : null)),
  de: valueText.nullish().transform((value) => (value ? value : null)),
});
export type ParameterValue = z.infer<typeof parameterValue>;

export const parameterBody = z
  .object({
    name: requiredText(parameterMessages.nameRequired, parameterLimits.name, parameterMessages.nameTooLong),
    type: z.enum(parameterTypes, { error: parameterMessages.typeInvalid }),
    required: z.boolean().default(false),
    usedInVariants: z.boolean().default(false),
    translations: parameterTranslations.default({}),
    values: z.array(parameterValue).max(parameterLimits.values, parameterMessages.valuesTooMany).default([]),
    groupId: z.uuid({ error: parameterMessages.groupInvalid }).nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.type === 'TEXT' && body.values.length > 0) {
      context.addIssue({ code: 'custom', path: ['values'], message: parameterMessages.valuesForText });
    }
    if (body.type !== 'TEXT' && body.values.length === 0) {
      context.addIssue({ code: 'custom', path: ['values'], message: parameterMessages.valuesRequired });
    }
    const seen = new Set<string>();
    body.values.forEach((item, index) => {
      const key = item.value.toLocaleLowerCase('pl');
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['values', index, 'value'],
          message: parameterMessages.valuesDuplicate,
        });
      }
      seen.add(key);
    });
  });
export type ParameterBody = z.input<typeof parameterBody>;
export type ParameterData = z.output<typeof parameterBody>;
export const updateParameterBody = parameterBody.safeExtend({ version: versionField });
export type UpdateParameterBody = z.input<typeof updateParameterBody>;

export const parameterResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(parameterTypes),
    required: z.boolean(),
    usedInVariants: z.boolean(),
    translations: z.object({
      pl: z.string().nullable().optional(),
      en: z.string().nullable().optional(),
      de: z.string().nullable().optional(),
    }),
    values: z.array(z.object({ value: z.string(), en: z.string().nullable(), de: z.string().nullable() })),
    groupId: z.uuid().nullable(),
    groupName: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'Parameter' });
export type Parameter = z.infer<typeof parameterResponse>;

export const parameterListResponse = z
  .object({
    data: z.array(parameterResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'ParameterList' });
export type ParameterList = z.infer<typeof parameterListResponse>;

export const parameterFilterQuery = parameterListQuery.extend({
  groupId: z.uuid({ error: parameterMessages.groupInvalid }).optional(),
});
export type ParameterFilterQuery = z.input<typeof parameterFilterQuery>;

// ---- CSV ----------------------------------------------------------------------------------

/** One refused row of an import: its line in the file (header = 1), the column and the reason. */
export const csvRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof csvRowError>;

export const csvImportResult = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    /** Rows refused; nothing of such a row is saved, the other rows are. */
    errors: z.array(csvRowError),
  })
  .meta({ id: 'CsvImportResult' });
export type CsvImportResult = z.infer<typeof csvImportResult>;

/**
 * Column headers of the CSV files: the export writes the Polish header, the import also accepts
 * the technical names (any case, spaces and diacritics ignored).
 */
export const groupCsvColumns = {
  name: ['Nazwa grupy', 'name', 'nazwa'],
  labelPl: ['Etykieta PL', 'labelPl', 'etykieta polska', 'polish label'],
  labelEn: ['Etykieta EN', 'labelEn', 'etykieta angielska', 'english label'],
} as const;

export const parameterCsvColumns = {
  name: ['Nazwa', 'name', 'nazwa parametru'],
  type: ['Typ', 'type'],
  required: ['Wymagany', 'required'],
  usedInVariants: ['W wariantach', 'usedInVariants', 'uzywany w wariantach'],
  translations: ['Tłumaczenia', 'translations'],
  values: ['Wartości', 'values'],
  group: ['Grupa', 'group', 'nazwa grupy'],
} as const;

export const csvMessages = {
  fileRequired: 'Wybierz plik CSV do importu',
  empty: 'Plik CSV jest pusty lub ma nieprawidłowy format',
  parseFailed: 'Błąd podczas parsowania pliku CSV',
  tooLarge: `Plik może mieć najwyżej ${parameterLimits.importBytes / 1024 / 1024} MB`,
  tooManyRows: `Plik może mieć najwyżej ${parameterLimits.importRows} wierszy`,
  missingColumn: (column: string) => `Brak wymaganej kolumny „${column}”`,
  booleanExpected: 'Wpisz tak lub nie',
  translationInvalid: 'Tłumaczenia wpisz jako pl=…|en=…|de=…',
  groupUnknown: (name: string) => `Nie znaleziono grupy „${name}”`,
  duplicateInFile: 'Ta nazwa powtarza się w pliku',
  concurrentChange: 'Dane zmieniły się w trakcie importu. Spróbuj ponownie.',
} as const;
