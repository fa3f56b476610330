import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  priceLists,
  producers,
  productCategories,
  productParameters,
  suppliers,
  warehouses,
} from '../db/schema/index';
import type { CatalogueContext } from './product-fakes';

const byName = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));

/** The account's dictionaries, variant parameters, independent price lists and warehouses. */
export async function loadCatalogueContext(db: Db, accountId: string): Promise<CatalogueContext> {
  const pick = { id: productCategories.id, name: productCategories.name };
  const [categoryRows, producerRows, brandRows, supplierRows, parameterRows, listRows, warehouseRows] =
    await Promise.all([
      db.select(pick).from(productCategories).where(eq(productCategories.accountId, accountId)),
      db
        .select({ id: producers.id, name: producers.name })
        .from(producers)
        .where(eq(producers.accountId, accountId)),
      db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.accountId, accountId)),
      db
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.accountId, accountId)),
      db
        .select({ id: productParameters.id, name: productParameters.name, values: productParameters.values })
        .from(productParameters)
        .where(and(eq(productParameters.accountId, accountId), eq(productParameters.usedInVariants, true))),
      db
        .select({ id: priceLists.id, currency: priceLists.currency })
        .from(priceLists)
        .where(and(eq(priceLists.accountId, accountId), eq(priceLists.type, 'independent')))
        .orderBy(desc(priceLists.isDefault), asc(priceLists.hierarchy)),
      db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(eq(warehouses.accountId, accountId))
        .orderBy(desc(warehouses.isDefault), asc(warehouses.hierarchyPosition)),
    ]);
  return {
    categories: byName(categoryRows),
    producers: byName(producerRows),
    brands: byName(brandRows),
    suppliers: byName(supplierRows),
    axes: new Map(
      parameterRows
        .filter((row) => row.values.length >= 2)
        .map((row) => [row.name, { id: row.id, values: row.values.map((value) => value.value) }]),
    ),
    priceLists: listRows,
    warehouses: warehouseRows.map((row) => row.id),
  };
}
