import { isValidEan, productLimits, weightUnits } from '@zaplecze/contract/products';
import {
  defaultFieldErrorPolicy,
  rowMessages,
  variantAxisOf,
  type FieldErrorPolicy,
} from '@zaplecze/contract/product-import';
import { withoutForbiddenCharacters } from '@zaplecze/contract/text';
import { dictionaryTargets } from './dictionary-targets';
import { fail, ok, type Parsed } from './parsed';
import { parseStatus, parseType } from './shop-values';

/** How a product column is compared, cast in SQL and shown in a diff. */
export interface ColumnSpec {
  column: string;
  sqlCast: 'text' | 'int' | 'numeric' | 'date' | 'uuid' | 'jsonb';
  label: string;
  scale?: number;
}

/** Product columns an import writes; targets of 002 §3 map onto them (see targetColumn). */
export const columnSpecs: Record<string, ColumnSpec> = {
  sku: { column: 'sku', sqlCast: 'text', label: 'SKU' },
  ean: { column: 'ean', sqlCast: 'text', label: 'EAN' },
  name: { column: 'name', sqlCast: 'text', label: 'nazwa' },
  shortDescription: { column: 'short_description', sqlCast: 'text', label: 'krótki opis' },
  longDescription: { column: 'long_description', sqlCast: 'text', label: 'opis' },
  status: { column: 'status', sqlCast: 'text', label: 'status' },
  type: { column: 'type', sqlCast: 'text', label: 'typ' },
  saleFrom: { column: 'sale_from', sqlCast: 'date', label: 'sprzedaż od' },
  deliveryTimeDays: { column: 'delivery_time_days', sqlCast: 'int', label: 'czas dostawy' },
  gtu: { column: 'gtu', sqlCast: 'text', label: 'GTU' },
  modelCode: { column: 'model_code', sqlCast: 'text', label: 'kod modelu' },
  unit: { column: 'unit', sqlCast: 'text', label: 'jednostka' },
  unitValue: { column: 'unit_value', sqlCast: 'numeric', label: 'wartość jednostki', scale: 3 },
  lengthCm: { column: 'length_cm', sqlCast: 'numeric', label: 'długość', scale: 2 },
  widthCm: { column: 'width_cm', sqlCast: 'numeric', label: 'szerokość', scale: 2 },
  heightCm: { column: 'height_cm', sqlCast: 'numeric', label: 'wysokość', scale: 2 },
  weightUnit: { column: 'weight_unit', sqlCast: 'text', label: 'jednostka wagi' },
  weightAmount: { column: 'weight_amount', sqlCast: 'numeric', label: 'waga', scale: 3 },
  price: { column: 'price', sqlCast: 'numeric', label: 'cena', scale: 2 },
  currency: { column: 'currency', sqlCast: 'text', label: 'waluta' },
  pictures: { column: 'pictures', sqlCast: 'jsonb', label: 'zdjęcia' },
  producerId: { column: 'producer_id', sqlCast: 'uuid', label: 'producent' },
  brandId: { column: 'brand_id', sqlCast: 'uuid', label: 'marka' },
  supplierId: { column: 'supplier_id', sqlCast: 'uuid', label: 'dostawca' },
  categoryId: { column: 'category_id', sqlCast: 'uuid', label: 'kategoria' },
  additionalCategory1Id: {
    column: 'additional_category1_id',
    sqlCast: 'uuid',
    label: 'kategoria dodatkowa 1',
  },
  additionalCategory2Id: {
    column: 'additional_category2_id',
    sqlCast: 'uuid',
    label: 'kategoria dodatkowa 2',
  },
  gpsrCompanyId: { column: 'gpsr_company_id', sqlCast: 'uuid', label: 'podmiot GPSR' },
  gpsrContactId: { column: 'gpsr_contact_id', sqlCast: 'uuid', label: 'osoba GPSR' },
  customFieldValues: { column: 'custom_field_values', sqlCast: 'jsonb', label: 'pola własne' },
  stock: { column: 'stock', sqlCast: 'int', label: 'stan' },
};

const targetToField: Record<string, string> = {
  'price.amount': 'price',
  'price.currency': 'currency',
  'weight.unit': 'weightUnit',
  'weight.amount': 'weightAmount',
  producentId: 'producerId',
};

export type { Parsed } from './parsed';

const textOf =
  (max: number) =>
  (raw: string): Parsed =>
    raw.length > max ? fail(rowMessages.tooLong(max)) : ok(raw);

/** '1 000,00 zł', '24.90 PLN', '1.234,56', '19,99' → '1000.00' (grosze, half-up). */
export function parseAmount(raw: string, scale = 2): Parsed {
  let text = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[a-zA-Złżźćńśąęó$€£]+\.?$/u, '')
    .replace(/^[a-zA-Z$€£]+/, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma >= 0 && dot >= 0)
    text = comma > dot ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '');
  else if (comma >= 0) text = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(rowMessages.number);
  if (text.startsWith('-')) return fail(rowMessages.negative);
  const [whole, fraction = ''] = text.split('.');
  const factor = 10 ** scale;
  const digits = fraction.padEnd(scale + 1, '0');
  let units = BigInt(whole!) * BigInt(factor) + BigInt(digits.slice(0, scale) || '0');
  if (Number(digits[scale]) >= 5) units += 1n;
  const value = units.toString().padStart(scale + 1, '0');
  return ok(`${value.slice(0, -scale)}.${value.slice(-scale)}`);
}

/**
 * A spreadsheet that took the EAN column for numbers writes '5901969421842.0' (the digits are all
 * there: repaired, with a warning) or '5.90197E+12' / '3.65275E+11' (digits lost: refused).
 */
export function parseEan(raw: string): Parsed {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (/^\d+([.,]\d+)?e\+?\d+$/i.test(text)) return fail(rowMessages.eanScientific);
  const asNumber = /^(\d+)[.,]0+$/.exec(text);
  if (asNumber) {
    const digits = asNumber[1]!;
    return isValidEan(digits) ? ok(digits, rowMessages.eanRecovered) : fail(rowMessages.eanDecimal);
  }
  if (/^\d+[.,]\d+$/.test(text)) return fail(rowMessages.eanDecimal);
  return isValidEan(text) ? ok(text) : fail(rowMessages.eanInvalid);
}

function parseInteger(raw: string): Parsed {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (!/^-?\d+$/.test(text))
    return fail(/^-?\d+([.,]\d+)?$/.test(text) ? rowMessages.wholeNumber : rowMessages.number);
  const value = Number(text);
  return value < 0 ? fail(rowMessages.negative) : ok(value);
}

const oneOf =
  (allowed: readonly string[]) =>
  (raw: string): Parsed => {
    const found = allowed.find((value) => value.toLowerCase() === raw.toLowerCase());
    return found ? ok(found) : fail(rowMessages.enumValue(allowed));
  };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const parseUuid = (raw: string): Parsed =>
  uuidPattern.test(raw) ? ok(raw.toLowerCase()) : fail(rowMessages.uuid);

function parseDate(raw: string): Parsed {
  const polish = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(raw);
  const iso = polish ? `${polish[3]}-${polish[2]}-${polish[1]}` : raw.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(iso)) ? ok(iso) : fail(rowMessages.date);
}

const fieldParsers: Record<string, (raw: string) => Parsed> = {
  id: parseUuid,
  sku: textOf(productLimits.sku),
  parentSku: textOf(productLimits.sku),
  ean: parseEan,
  name: textOf(productLimits.name),
  shortDescription: textOf(productLimits.shortDescription),
  longDescription: textOf(productLimits.longDescription),
  status: parseStatus,
  // WooCommerce writes its variant rows with the type 'variation' (the row is a variant of a Variable product).
  type: parseType,
  saleFrom: parseDate,
  deliveryTimeDays: parseInteger,
  gtu: textOf(productLimits.gtu),
  modelCode: textOf(productLimits.modelCode),
  unit: textOf(productLimits.unit),
  unitValue: (raw) => parseAmount(raw, 3),
  lengthCm: (raw) => parseAmount(raw, 2),
  widthCm: (raw) => parseAmount(raw, 2),
  heightCm: (raw) => parseAmount(raw, 2),
  weightUnit: oneOf(weightUnits),
  weightAmount: (raw) => parseAmount(raw, 3),
  price: (raw) => parseAmount(raw, 2),
  currency: oneOf(['PLN', 'EUR', 'USD', 'GBP', 'CZK', 'SEK']),
  stock: parseInteger,
  producerId: parseUuid,
  brandId: parseUuid,
  supplierId: parseUuid,
  categoryId: parseUuid,
  additionalCategory1Id: parseUuid,
  additionalCategory2Id: parseUuid,
  gpsrCompanyId: parseUuid,
  gpsrContactId: parseUuid,
};

const dictionaryNameLimit = 200;
/** A parameter's name and value are at most 100 characters (product-parameters contract). */
const axisValueLimit = 100;

export interface RowError {
  field: string;
  reason: string;
  value: string;
}

/** One file row mapped and parsed: product fields by name, pictures and custom fields apart. */
export interface ParsedRow {
  line: number;
  fields: Record<string, unknown>;
  pictures: Map<number, { url?: string; description?: string }>;
  customFields: Record<string, string>;
  /** Dictionary names by the product field they resolve to (producerId → 'Lumen'). */
  names: Record<string, string>;
  /** Variant axis values by parameter name ('Kolor' → 'Czerwony'), from axis columns and option pairs. */
  axes: Record<string, string>;
  /** Option pairs by slot (Shopify 'Option1 Name'/'Option1 Value'); a blank name takes the group's. */
  axisOptions: Map<number, { name?: string; value?: string }>;
  /** Axis values by parameter id, once the names are resolved (variant-axes.ts). */
  axisValues?: Record<string, string>;
  /** Problems that refuse the row. */
  errors: RowError[];
  /** Problems the row goes in with: a field left out ('Importuj bez tego pola'), a value repaired, bad bytes. */
  warnings: RowError[];
}

/** Fields whose invalid value always refuses the row: without them the row is another product or none. */
const identityFields = new Set(['id', 'sku', 'parentSku']);

export interface ParseOptions {
  fieldErrorPolicy?: FieldErrorPolicy;
}

/** Blank cells are left out: on update the stored value stays (shown in the preview's legend). */
export function parseRow(
  line: number,
  header: readonly string[],
  values: readonly string[],
  mapping: Record<string, string>,
  options: ParseOptions = {},
): ParsedRow {
  const skipField = (options.fieldErrorPolicy ?? defaultFieldErrorPolicy) === 'skipField';
  const row: ParsedRow = {
    line,
    fields: {},
    pictures: new Map(),
    customFields: {},
    names: {},
    axes: {},
    axisOptions: new Map(),
    errors: [],
    warnings: [],
  };
  /** An invalid value: a warning and the field left out, or the row refused (identity fields always). */
  const refuse = (field: string, problem: RowError) => {
    if (skipField && !identityFields.has(field))
      row.warnings.push({ ...problem, reason: rowMessages.fieldSkipped(problem.reason) });
    else row.errors.push(problem);
  };
  header.forEach((column, index) => {
    const target = mapping[column];
    // PostgreSQL text and jsonb hold neither NUL nor a lone surrogate: a file's stray one is dropped.
    const raw = withoutForbiddenCharacters(values[index] ?? '').trim();
    if (!target || raw === '') return;
    const picture = /^pictures\[(\d+)\]\.(url|description)$/.exec(target);
    if (picture) {
      const slot = row.pictures.get(Number(picture[1])) ?? {};
      const max = picture[2] === 'url' ? productLimits.pictureUrl : productLimits.pictureDescription;
      if (raw.length > max) refuse(target, { field: target, reason: rowMessages.tooLong(max), value: raw });
      else slot[picture[2] as 'url' | 'description'] = raw;
      row.pictures.set(Number(picture[1]), slot);
      return;
    }
    if (target.startsWith('customFields.')) {
      row.customFields[target.slice('customFields.'.length)] = raw.slice(0, productLimits.parameterValue);
      return;
    }
    const axis = variantAxisOf(target);
    const option = /^variantOption\[(\d)\]\.(name|value)$/.exec(target);
    if (axis || option) {
      if (raw.length > axisValueLimit)
        row.errors.push({ field: target, reason: rowMessages.tooLong(axisValueLimit), value: raw });
      else if (axis) row.axes[axis] = raw;
      else {
        const slot = row.axisOptions.get(Number(option![1])) ?? {};
        slot[option![2] as 'name' | 'value'] = raw;
        row.axisOptions.set(Number(option![1]), slot);
      }
      return;
    }
    const dictionary = dictionaryTargets[target];
    if (dictionary) {
      if (raw.length > dictionaryNameLimit)
        refuse(target, { field: target, reason: rowMessages.tooLong(dictionaryNameLimit), value: raw });
      else row.names[dictionary.field] = raw;
      return;
    }
    const field = targetToField[target] ?? target;
    const parsed = fieldParsers[field]?.(raw);
    if (!parsed) return;
    if (!parsed.ok) return refuse(field, { field: target, reason: parsed.reason, value: raw });
    row.fields[field] = parsed.value;
    if (parsed.warning) row.warnings.push({ field: target, reason: parsed.warning, value: raw });
  });
  return row;
}
