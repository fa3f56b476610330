import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fromGrosze } from '@zaplecze/contract/common/money';
import type { ProductOptions } from '@zaplecze/contract/products/product-core';
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
import { customFieldDefinitions } from '../custom-fields/service';
import { listVatRates } from '../vat/service';
import { listAllPriceLists, listAllWarehouses, plainMultiplier } from '../warehouses/service';

/** Every option list of the product editor is small (a company's dictionaries), read whole. */
const cap = 5000;

function named(
  db: Db,
  table: PgTable & { id: PgColumn; name: PgColumn; accountId: PgColumn },
  accountId: string,
) {
  return db
    .select({ id: sql<string>`${table.id}`, name: sql<string>`${table.name}` })
    .from(table)
    .where(eq(table.accountId, accountId))
    .orderBy(sql`lower(${table.name})`)
    .limit(cap);
}

/** GET /api/products/options: the pickers of the editor in one call. */
export async function productOptions(db: Db, accountId: string): Promise<ProductOptions> {
  const [producerRows, brandRows, supplierRows, categoryRows, companyRows, contactRows] = await Promise.all([
    named(db, producers, accountId),
    named(db, brands, accountId),
    named(db, suppliers, accountId),
    named(db, productCategories, accountId),
    named(db, gpsrCompanies, accountId),
    db
      .select({
        id: gpsrContacts.id,
        name: sql<string>`${gpsrContacts.firstName} || ' ' || ${gpsrContacts.lastName}`,
      })
      .from(gpsrContacts)
      .where(eq(gpsrContacts.accountId, accountId))
      .orderBy(sql`lower(${gpsrContacts.lastName})`, sql`lower(${gpsrContacts.firstName})`)
      .limit(cap),
  ]);
  const [lists, warehouseRows, parameterRows, customFields, vatRates] = await Promise.all([
    listAllPriceLists(db, accountId),
    listAllWarehouses(db, accountId),
    db
      .select()
      .from(productParameters)
      .where(eq(productParameters.accountId, accountId))
      .orderBy(sql`lower(${productParameters.name})`)
      .limit(cap),
    customFieldDefinitions(db, accountId),
    listVatRates(db, accountId),
  ]);
  return {
    producers: producerRows,
    brands: brandRows,
    suppliers: supplierRows,
    categories: categoryRows,
    gpsrCompanies: companyRows,
    gpsrContacts: contactRows,
    priceLists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      type: list.type,
      currency: list.currency as ProductOptions['priceLists'][number]['currency'],
      isDefault: list.isDefault,
      basePriceListId: list.basePriceListId,
      multiplier: plainMultiplier(list.multiplier),
      additionalValue: fromGrosze(list.additionalValue),
    })),
    warehouses: warehouseRows.map(({ id, name, isDefault }) => ({ id, name, isDefault })),
    vatRates: vatRates.map((rate) => ({ id: rate.id, label: rate.label, rate: rate.value })),
    parameters: parameterRows.map((parameter) => ({
      id: parameter.id,
      name: parameter.name,
      type: parameter.type,
      usedInVariants: parameter.usedInVariants,
      values: parameter.values.map((value) => value.value),
    })),
    customFields: customFields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      options: field.options,
    })),
  };
}
