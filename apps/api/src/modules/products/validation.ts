import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { customFieldValueSchema, type CustomField } from '@zaplecze/contract/custom-fields/custom-fields';
import { productCoreMessages as messages } from '@zaplecze/contract/products/product-core';
import { productMessages, type createProductBody } from '@zaplecze/contract/products/products';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  brands,
  gpsrCompanies,
  gpsrContacts,
  producers,
  productCategories,
  productParameters,
  suppliers,
} from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { customFieldDefinitions } from '../custom-fields/service';
import type { PriceListRow } from '../warehouses/service';
import { takenSkus } from './repository';

export type ProductValues = z.output<typeof createProductBody>;

interface OwnedTable {
  table: PgTable;
  id: PgColumn;
  accountId: PgColumn;
}
const owned = (table: PgTable & { id: PgColumn; accountId: PgColumn }): OwnedTable => ({
  table,
  id: table.id,
  accountId: table.accountId,
});

const references: [keyof ProductValues, OwnedTable][] = [
  ['producerId', owned(producers)],
  ['brandId', owned(brands)],
  ['supplierId', owned(suppliers)],
  ['categoryId', owned(productCategories)],
  ['additionalCategory1Id', owned(productCategories)],
  ['additionalCategory2Id', owned(productCategories)],
  ['gpsrCompanyId', owned(gpsrCompanies)],
  ['gpsrContactId', owned(gpsrContacts)],
];

async function isOwn(tx: Db, target: OwnedTable, accountId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.accountId, accountId), eq(target.id, id)))
    .limit(1);
  return rows.length > 0;
}

function checkPrices(
  prices: readonly { priceListId: string }[],
  lists: readonly PriceListRow[],
  at: string,
  fields: Record<string, string>,
) {
  const seen = new Set<string>();
  prices.forEach((price, index) => {
    const field = `${at}.${index}.priceListId`;
    const list = lists.find((candidate) => candidate.id === price.priceListId);
    if (!list) fields[field] = messages.priceListMissing;
    else if (list.type !== 'independent') fields[field] = messages.priceListDependent;
    else if (seen.has(list.id)) fields[field] = messages.priceListDuplicate;
    seen.add(price.priceListId);
  });
}

/** Custom-field values checked against the account's definitions, stored as text. */
function checkCustomFields(
  values: Record<string, string>,
  definitions: readonly CustomField[],
  fields: Record<string, string>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of Object.keys(values))
    if (!definitions.some((definition) => definition.key === key))
      fields[`customFieldValues.${key}`] = messages.customFieldMissing;
  for (const definition of definitions) {
    const raw = values[definition.key];
    // Values travel as text; a yes/no field's 'true'/'false' is its boolean.
    const value = definition.type === 'boolean' && (raw === 'true' || raw === 'false') ? raw === 'true' : raw;
    const parsed = customFieldValueSchema(definition).safeParse(value);
    if (!parsed.success)
      fields[`customFieldValues.${definition.key}`] =
        parsed.error.issues[0]?.message ?? messages.customFieldMissing;
    else if (parsed.data !== null) result[definition.key] = String(parsed.data);
  }
  return result;
}

/**
 * Everything about a product body that needs the account's data: referenced records its own,
 * prices only in its independent lists, variant rules and axes, parameters and custom fields.
 * Returns the body with custom-field values normalised; throws a 400 naming every bad field.
 */
export async function checkProductValues(
  tx: Db,
  accountId: string,
  values: ProductValues,
  lists: readonly PriceListRow[],
): Promise<ProductValues> {
  const fields: Record<string, string> = {};
  for (const [field, target] of references) {
    const id = values[field] as string | null;
    if (id && !(await isOwn(tx, target, accountId, id))) fields[field] = messages.referenceMissing;
  }
  checkPrices(values.prices, lists, 'prices', fields);
  values.pictures.forEach((picture, index) => {
    if (!/^(https?:\/\/|\/api\/files\/products\/)/i.test(picture.url))
      fields[`pictures.${index}.url`] = messages.pictureUrl;
  });
  if (values.variants.length > 0 && values.type !== 'Variable')
    fields.variants = productMessages.variantsOnlyVariable;
  const parameterIds = [
    ...new Set([
      ...Object.keys(values.parameterValues),
      ...values.variants.flatMap((variant) => Object.keys(variant.axes)),
    ]),
  ];
  const parameters =
    parameterIds.length === 0
      ? []
      : await tx
          .select({ id: productParameters.id, usedInVariants: productParameters.usedInVariants })
          .from(productParameters)
          .where(
            and(eq(productParameters.accountId, accountId), inArray(productParameters.id, parameterIds)),
          );
  for (const id of Object.keys(values.parameterValues))
    if (!parameters.some((parameter) => parameter.id === id))
      fields[`parameterValues.${id}`] = messages.parameterMissing;
  values.variants.forEach((variant, index) => {
    for (const id of Object.keys(variant.axes))
      if (!parameters.some((parameter) => parameter.id === id && parameter.usedInVariants))
        fields[`variants.${index}.axes`] = messages.axisNotVariant;
    checkPrices(variant.prices, lists, `variants.${index}.prices`, fields);
  });
  const customFieldValues = checkCustomFields(
    values.customFieldValues,
    await customFieldDefinitions(tx, accountId),
    fields,
  );
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { ...values, customFieldValues };
}

/**
 * SKU unique per account, any case, across products and variants: 409 naming `sku` or
 * `variants.N.sku`. `productId` is the product being saved (its own SKUs may stay).
 */
export async function checkSkus(
  tx: Db,
  accountId: string,
  values: Pick<ProductValues, 'sku' | 'variants'>,
  productId: string | null,
): Promise<void> {
  const entries: [string, string][] = [
    ['sku', values.sku],
    ...values.variants.map((variant, index): [string, string] => [`variants.${index}.sku`, variant.sku]),
  ];
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [field, sku] of entries) {
    if (seen.has(sku.toLowerCase())) fields[field] = productMessages.variantSkuDuplicate;
    seen.add(sku.toLowerCase());
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const taken = await takenSkus(tx, accountId, [...seen], productId);
  for (const [field, sku] of entries)
    if (taken.has(sku.toLowerCase())) fields[field] = productMessages.skuTaken;
  if (Object.keys(fields).length > 0) throw new AppError('CONFLICT', productMessages.skuTaken, fields);
}
