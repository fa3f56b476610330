import { sql } from 'drizzle-orm';
import {
  productExportColumns,
  type ProductExportDescriptions,
} from '@zaplecze/contract/products/products-list';
import { htmlToText } from './plain-text';
import type { Db } from '../../../db/client';
import { producers, products } from '../../../db/schema/index';
import type { ProductPicture } from '@zaplecze/contract/products/products';
import { rowsOf } from '../../../db/rows';
import type { ProductScope } from '../list/scope';
import type { ExportCell } from '../../../lib/export/writer';

interface ExportRecord {
  id: string;
  sku: string;
  ean: string | null;
  name: string;
  short_description: string | null;
  long_description: string | null;
  price: string | null;
  currency: string;
  stock: number;
  status: string;
  type: string;
  sale_from: string | null;
  delivery_time_days: number | null;
  gtu: string | null;
  model_code: string | null;
  unit: string | null;
  unit_value: string | null;
  length_cm: string | null;
  width_cm: string | null;
  height_cm: string | null;
  weight_unit: string;
  weight_amount: string | null;
  pictures: ProductPicture[];
  producer_id: string | null;
  category_id: string | null;
  additional_category1_id: string | null;
  additional_category2_id: string | null;
  gpsr_company_id: string | null;
  gpsr_contact_id: string | null;
  brand_id: string | null;
  producer_name: string | null;
  supplier_id: string | null;
}

/** A description as the user chose it: stored HTML, or its text. */
const description = (value: string | null, as: ProductExportDescriptions) =>
  value === null || as === 'html' ? value : htmlToText(value);

/** One product as the export's cells, in the order of `productExportColumns` (the import targets). */
function cellsOf(row: ExportRecord, descriptions: ProductExportDescriptions): ExportCell[] {
  const pictures = Array.from({ length: 16 }, (_, index) => {
    const picture = row.pictures[index];
    return [picture?.url ?? null, picture?.description ?? null];
  }).flat();
  const cells: ExportCell[] = [
    row.sku,
    row.ean,
    row.name,
    description(row.short_description, descriptions),
    description(row.long_description, descriptions),
    row.price === null ? null : Number(row.price).toFixed(2),
    row.currency,
    row.stock,
    row.status,
    row.type,
    row.sale_from,
    row.delivery_time_days,
    row.gtu,
    row.model_code,
    row.unit,
    row.unit_value,
    row.length_cm,
    row.width_cm,
    row.height_cm,
    row.weight_unit,
    row.weight_amount,
    ...pictures,
    row.producer_id,
    row.category_id,
    row.additional_category1_id,
    row.additional_category2_id,
    row.gpsr_company_id,
    row.gpsr_contact_id,
    row.brand_id,
    row.producer_name,
    row.supplier_id,
  ];
  if (cells.length !== productExportColumns.length) throw new Error('export columns out of step');
  return cells;
}

/** The next `limit` products of the scope after `afterId`, in id order (the job's keyset walk). */
export async function exportChunk(
  db: Db,
  scope: ProductScope,
  limit: number,
  afterId: string | null,
  descriptions: ProductExportDescriptions = 'html',
): Promise<{ lastId: string | null; rows: ExportCell[][] }> {
  const records = await rowsOf<ExportRecord>(
    db,
    sql`select ${products.id} as id, ${products.sku} as sku, ${products.ean} as ean, ${products.name} as name,
        ${products.shortDescription} as short_description, ${products.longDescription} as long_description,
        (${scope.price})::text as price, ${scope.currency} as currency, (${scope.stock})::int as stock,
        ${products.status} as status, ${products.type} as type, ${products.saleFrom}::text as sale_from,
        ${products.deliveryTimeDays} as delivery_time_days, ${products.gtu} as gtu, ${products.modelCode} as model_code,
        ${products.unit} as unit, ${products.unitValue}::text as unit_value, ${products.lengthCm}::text as length_cm,
        ${products.widthCm}::text as width_cm, ${products.heightCm}::text as height_cm,
        ${products.weightUnit} as weight_unit, ${products.weightAmount}::text as weight_amount,
        ${products.pictures} as pictures, ${products.producerId} as producer_id, ${products.categoryId} as category_id,
        ${products.additionalCategory1Id} as additional_category1_id,
        ${products.additionalCategory2Id} as additional_category2_id, ${products.gpsrCompanyId} as gpsr_company_id,
        ${products.gpsrContactId} as gpsr_contact_id, ${products.brandId} as brand_id,
        (select ${producers.name} from ${producers} where ${producers.id} = ${products.producerId}) as producer_name,
        ${products.supplierId} as supplier_id
      from ${products}
     where ${scope.where} ${afterId ? sql`and ${products.id} > ${afterId}::uuid` : sql``}
     order by ${products.id} limit ${limit}`,
  );
  return { lastId: records.at(-1)?.id ?? null, rows: records.map((record) => cellsOf(record, descriptions)) };
}
