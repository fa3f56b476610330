import { sql, type SQL } from 'drizzle-orm';
import type { FilterGroup } from '@zaplecze/contract/orders-filter';
import { brands, producers, productCategories, products, suppliers } from '../../../db/schema/index';
import {
  childRows,
  compileFilter,
  dateOn,
  identifierOn,
  numberOn,
  selectOn,
  text,
  textOn,
  type FieldCompiler,
  type FilterCatalogue,
  type FilterContext,
} from '../../../lib/filters/compiler';

/**
 * The product fields of the conditional filter (`productFilterFields` in the contract) as SQL on
 * `products`, compiled by the one compiler of lib/filters.
 */

type Dictionary = typeof producers | typeof brands | typeof suppliers | typeof productCategories;

/**
 * A condition on the name of a linked dictionary record (producer, brand…): the matching records
 * of the account are few, so the product's link is tested against their ids; a product without a
 * link has no name, so negative operators (via childRows) keep it.
 */
const linkedName = (link: SQL, table: Dictionary): FieldCompiler =>
  childRows(
    (condition, _operator, { accountId }) =>
      sql`coalesce(${link} in (select ${table.id} from ${table}
                               where ${table.accountId} = ${accountId} and ${condition}), false)`,
    (operator, value) => text(sql`${table.name}`, operator, value),
  );

/** One of the product's tags matches; negative operators: none does. */
const tagRows = childRows(
  (condition) => sql`exists (select 1 from unnest(${products.tags}) as tag(value) where ${condition})`,
  (operator, value) => text(sql`tag.value`, operator, value),
);

const weightKg = sql`(case when ${products.weightUnit} = 'g' then ${products.weightAmount} / 1000
                           else ${products.weightAmount} end)`;

export const productFilterCatalogue: FilterCatalogue = {
  name: textOn(sql`${products.name}`),
  sku: identifierOn(sql`${products.sku}`),
  ean: identifierOn(sql`${products.ean}`),
  status: selectOn(sql`${products.status}`),
  type: selectOn(sql`${products.type}`),
  createdAt: dateOn(sql`${products.createdAt}`),
  producerName: linkedName(sql`${products.producerId}`, producers),
  brandName: linkedName(sql`${products.brandId}`, brands),
  supplierName: linkedName(sql`${products.supplierId}`, suppliers),
  categoryName: linkedName(sql`${products.categoryId}`, productCategories),
  tags: tagRows,
  price: numberOn(sql`${products.price}`),
  stock: numberOn(sql`${products.stock}`),
  weight: numberOn(weightKg),
};

/** The SQL condition of a product filter group, or undefined when it holds no complete condition. */
export const compileProductFilter = (group: FilterGroup, context: FilterContext): SQL | undefined =>
  compileFilter(productFilterCatalogue, group, context);
