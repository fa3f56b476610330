import { z } from 'zod';
import { listResponse, pageQuery } from '../common/pagination';
import { countPl } from '../common/plural';

/** Location type kinds and picking modes (spec 002 §3 'Location type'). */
export const locationTypeKinds = ['REGULAR', 'RETURN', 'BUFOR'] as const;
export type LocationTypeKind = (typeof locationTypeKinds)[number];
export const locationTypeModes = ['fixed', 'manual', 'fixed_manual'] as const;
export type LocationTypeMode = (typeof locationTypeModes)[number];

/** Default colour of a new location type (spec 002 §9). */
export const defaultLocationTypeColor = '#3B82F6';

/** The 20 colour presets of the location type form (spec 002 §3); any other #RRGGBB is accepted too. */
export const locationTypeColorPresets = [
  '#3B82F6',
  '#EF4444',
  '#F97316',
  '#F59E0B',
  '#EAB308',
  '#84CC16',
  '#22C55E',
  '#10B981',
  '#14B8A6',
  '#06B6D4',
  '#0EA5E9',
  '#6366F1',
  '#8B5CF6',
  '#A855F7',
  '#D946EF',
  '#EC4899',
  '#F43F5E',
  '#78716C',
  '#64748B',
  '#1F2937',
] as const;

export const locationCodeMaxLength = 100;
export const locationTypeNameMaxLength = 100;
export const locationGroupMaxLength = 100;
export const locationDescriptionMaxLength = 500;
/** One import file holds at most this many locations; bigger ones are split by the user. */
export const locationImportMaxRows = 5000;
/** At most this many labels in one PDF sheet, and ids in one bulk request. */
export const locationBulkMax = 500;

/** 'lokalizację/lokalizacje/lokalizacji' after a number (accusative after 'przez'). */
export const locationForms = { one: 'lokalizację', few: 'lokalizacje', many: 'lokalizacji' };

export const locationMessages = {
  nameRequired: 'Nazwa jest wymagana',
  nameTooLong: `Nazwa może mieć najwyżej ${locationTypeNameMaxLength} znaków`,
  kindInvalid: 'Wybierz rodzaj: REGULAR, RETURN albo BUFOR',
  modeInvalid: 'Wybierz tryb: stała, ręczna albo stała i ręczna',
  groupTooLong: `Grupa może mieć najwyżej ${locationGroupMaxLength} znaków`,
  descriptionTooLong: `Opis może mieć najwyżej ${locationDescriptionMaxLength} znaków`,
  colorInvalid: 'Podaj kolor w formacie #RRGGBB',
  codeRequired: 'Kod jest wymagany',
  codeTooLong: `Kod może mieć najwyżej ${locationCodeMaxLength} znaków`,
  codeTaken: 'Lokalizacja o tym kodzie już istnieje w tym magazynie',
  typeRequired: 'Typ jest wymagany',
  typeUnknown: 'Nie znaleziono typu lokalizacji',
  warehouseRequired: 'Magazyn jest wymagany',
  warehouseUnknown: 'Nie znaleziono magazynu',
  typeNotFound: 'Nie znaleziono typu lokalizacji.',
  locationNotFound: 'Nie znaleziono lokalizacji.',
  typeInUse: (count: number) =>
    `Typ lokalizacji jest używany przez ${countPl(count, locationForms)}. Zmień ich typ przed usunięciem.`,
  idsRequired: 'Zaznacz co najmniej jedną lokalizację',
  tooManyIds: `Można zaznaczyć najwyżej ${locationBulkMax} lokalizacji naraz`,
  importFileRequired: 'Wybierz plik CSV z lokalizacjami',
  importEmpty: 'Plik CSV jest pusty lub ma nieprawidłowy format',
  importParse: 'Błąd podczas parsowania pliku CSV',
  importColumns: 'Plik musi mieć kolumny „Kod” i „Typ lokalizacji”',
  importTooMany: `Plik może mieć najwyżej ${locationImportMaxRows} wierszy`,
  importDuplicateInFile: 'Ten kod powtarza się w pliku',
  importFailed: (row: number, field: string, message: string) =>
    `Wiersz ${row}, pole „${field}”: ${message}. Nic nie zostało zaimportowane.`,
} as const;

const versionField = z.number({ error: 'Brak wersji rekordu' }).int().min(1);
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

export const locationColorField = z
  .string({ error: locationMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, locationMessages.colorInvalid)
  .transform((value) => value.toUpperCase());

export const locationTypeBody = z.object({
  name: requiredText(locationMessages.nameRequired, locationTypeNameMaxLength, locationMessages.nameTooLong),
  type: z.enum(locationTypeKinds, { error: locationMessages.kindInvalid }),
  availableForSale: z.boolean(),
  mode: z.enum(locationTypeModes, { error: locationMessages.modeInvalid }),
  group: optionalText(locationGroupMaxLength, locationMessages.groupTooLong),
  description: optionalText(locationDescriptionMaxLength, locationMessages.descriptionTooLong),
  color: locationColorField.default(defaultLocationTypeColor),
});
export type LocationTypeBody = z.infer<typeof locationTypeBody>;
export type LocationTypeInput = z.input<typeof locationTypeBody>;

export const updateLocationTypeBody = locationTypeBody.extend({ version: versionField });
export type UpdateLocationTypeBody = z.infer<typeof updateLocationTypeBody>;

export const locationTypeResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(locationTypeKinds),
    availableForSale: z.boolean(),
    mode: z.enum(locationTypeModes),
    group: z.string().nullable(),
    description: z.string().nullable(),
    color: z.string(),
    locationCount: z.number().int(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'LocationType' });
export type LocationType = z.infer<typeof locationTypeResponse>;

const searchField = z.string().trim().max(200).optional();

export const locationTypeListQuery = pageQuery.extend({ search: searchField });
export type LocationTypeListQuery = z.infer<typeof locationTypeListQuery>;
export const locationTypeListResponse = listResponse(locationTypeResponse).meta({ id: 'LocationTypeList' });
export type LocationTypeList = z.infer<typeof locationTypeListResponse>;

export const locationBody = z.object({
  code: requiredText(locationMessages.codeRequired, locationCodeMaxLength, locationMessages.codeTooLong),
  typeId: z.uuid({ error: locationMessages.typeRequired }),
  warehouseId: z.uuid({ error: locationMessages.warehouseRequired }),
});
export type LocationBody = z.infer<typeof locationBody>;

export const updateLocationBody = locationBody.extend({ version: versionField });
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

export const locationResponse = z
  .object({
    id: z.uuid(),
    code: z.string(),
    systemId: z.number().int(),
    typeId: z.uuid(),
    typeName: z.string(),
    typeColor: z.string(),
    warehouseId: z.uuid(),
    warehouseName: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.iso.datetime(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationResponse>;

export const locationListQuery = pageQuery.extend({
  search: searchField,
  warehouseId: z.uuid().optional(),
  typeId: z.uuid().optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;
export const locationListResponse = listResponse(locationResponse).meta({ id: 'LocationList' });
export type LocationList = z.infer<typeof locationListResponse>;

/** Ids of several locations (bulk delete, label sheet, export of the selection). */
export const locationIdsBody = z.object({
  ids: z
    .array(z.uuid())
    .min(1, locationMessages.idsRequired)
    .max(locationBulkMax, locationMessages.tooManyIds)
    .transform((ids) => [...new Set(ids)]),
});
export type LocationIdsBody = z.infer<typeof locationIdsBody>;

/** The same ids as a comma-separated query parameter, for links that download a file. */
export const locationIdsQuery = z.object({
  ids: z
    .string({ error: locationMessages.idsRequired })
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(locationIdsBody.shape.ids),
});

/** Export: the selection when ids are given, otherwise every location matching the search. */
export const locationExportQuery = z.object({
  ids: z.string().optional(),
  search: searchField,
  warehouseId: z.uuid().optional(),
});

export const locationImportQuery = z.object({
  warehouseId: z.uuid({ error: locationMessages.warehouseRequired }),
});
export const locationImportResponse = z.object({ created: z.number().int() }).meta({ id: 'LocationImport' });
export type LocationImportResult = z.infer<typeof locationImportResponse>;

export const bulkDeleteResponse = z.object({ deleted: z.number().int() });

/** Warehouses a location can belong to: the picker of the location form. */
export const locationWarehouseResponse = z.object({ id: z.uuid(), name: z.string() });
export type LocationWarehouse = z.infer<typeof locationWarehouseResponse>;
export const locationWarehouseListResponse = z.object({ data: z.array(locationWarehouseResponse) });

/** Column headers of the CSV file (export writes them, import reads the first two). */
export const locationCsvColumns = {
  code: 'Kod',
  type: 'Typ lokalizacji',
  systemId: 'ID systemowe',
  warehouse: 'Magazyn',
  createdAt: 'Utworzono',
} as const;
