import { sql } from 'drizzle-orm';
import type { StagedColumn } from '../../../db/staging';
import { sanitizeProductHtml } from '../sanitize-html';

/** A product's or variant's values as text, by field name (null clears); the batch write casts them. */
export type FieldValues = Record<string, string | null>;

export interface BatchActor {
  accountId: string;
  userId: string | null;
}

type Cast = 'text' | 'integer' | 'numeric' | 'date' | 'uuid' | 'jsonb' | 'text[]';

/** Product columns the batch write sets (stock is the stock module's: see stock/service.ts). */
export const productColumns: Record<string, { column: string; cast: Cast }> = {
  sku: { column: 'sku', cast: 'text' },
  ean: { column: 'ean', cast: 'text' },
  name: { column: 'name', cast: 'text' },
  shortDescription: { column: 'short_description', cast: 'text' },
  longDescription: { column: 'long_description', cast: 'text' },
  status: { column: 'status', cast: 'text' },
  type: { column: 'type', cast: 'text' },
  saleFrom: { column: 'sale_from', cast: 'date' },
  deliveryTimeDays: { column: 'delivery_time_days', cast: 'integer' },
  gtu: { column: 'gtu', cast: 'text' },
  modelCode: { column: 'model_code', cast: 'text' },
  unit: { column: 'unit', cast: 'text' },
  unitValue: { column: 'unit_value', cast: 'numeric' },
  lengthCm: { column: 'length_cm', cast: 'numeric' },
  widthCm: { column: 'width_cm', cast: 'numeric' },
  heightCm: { column: 'height_cm', cast: 'numeric' },
  weightUnit: { column: 'weight_unit', cast: 'text' },
  weightAmount: { column: 'weight_amount', cast: 'numeric' },
  price: { column: 'price', cast: 'numeric' },
  currency: { column: 'currency', cast: 'text' },
  pictures: { column: 'pictures', cast: 'jsonb' },
  producerId: { column: 'producer_id', cast: 'uuid' },
  brandId: { column: 'brand_id', cast: 'uuid' },
  supplierId: { column: 'supplier_id', cast: 'uuid' },
  categoryId: { column: 'category_id', cast: 'uuid' },
  additionalCategory1Id: { column: 'additional_category1_id', cast: 'uuid' },
  additionalCategory2Id: { column: 'additional_category2_id', cast: 'uuid' },
  gpsrCompanyId: { column: 'gpsr_company_id', cast: 'uuid' },
  gpsrContactId: { column: 'gpsr_contact_id', cast: 'uuid' },
  customFieldValues: { column: 'custom_field_values', cast: 'jsonb' },
  // The editor's fields an import does not set (tags as a PostgreSQL array literal: textArrayLiteral).
  vatRateId: { column: 'vat_rate_id', cast: 'text' },
  parameterValues: { column: 'parameter_values', cast: 'jsonb' },
  tags: { column: 'tags', cast: 'text[]' },
};

/** Variant columns the batch write sets (price: the default price list; stock: the stock module). */
export const variantColumns: Record<string, { column: string; cast: Cast }> = {
  ean: { column: 'ean', cast: 'text' },
  name: { column: 'name', cast: 'text' },
  axes: { column: 'axes', cast: 'jsonb' },
};

export function specOf(columns: typeof productColumns, field: string) {
  const spec = columns[field];
  if (!spec) throw new Error(`Pole ${field} nie jest zapisywane przez zapis wsadowy produktów`);
  return spec;
}

export const columnSql = (columns: typeof productColumns, field: string) =>
  sql.raw(specOf(columns, field).column);
export const castSql = (columns: typeof productColumns, field: string) =>
  sql.raw(specOf(columns, field).cast);

/**
 * Long descriptions this process's rules produced lately: the sanitizer is idempotent, so one of
 * these needs no second pass (a planner applies the rules before comparing, the batch write again;
 * measured ~23 µs a row). Bounded by total length, then forgotten at once.
 */
const sanitized = new Set<string>();
let sanitizedChars = 0;
const sanitizedCharsLimit = 1_000_000;

/**
 * The products module's rules on a product's values as an outside source gives them (the same the
 * editor applies): the long description's HTML goes through the allow-list sanitizer. Idempotent,
 * so a planner can apply it before comparing with the stored values and the write again.
 */
export function productRules(values: FieldValues): FieldValues {
  const html = values.longDescription;
  if (typeof html !== 'string' || sanitized.has(html)) return values;
  const clean = sanitizeProductHtml(html);
  if (sanitizedChars + clean.length > sanitizedCharsLimit) {
    sanitized.clear();
    sanitizedChars = 0;
  }
  if (clean.length <= sanitizedCharsLimit) {
    sanitized.add(clean);
    sanitizedChars += clean.length;
  }
  return { ...values, longDescription: clean };
}

/** A text[] value as the batch write stages it: a PostgreSQL array literal, every element quoted. */
export const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/** The staged values of the given fields, as text columns f0, f1, … (cast where they are used). */
export const fieldColumns = (fields: string[], records: FieldValues[]): StagedColumn[] =>
  fields.map((field, index) => ({
    name: `f${index}`,
    type: 'text',
    values: records.map((record) => record[field] ?? null),
  }));
