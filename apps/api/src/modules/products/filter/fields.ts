import { sql, type SQL } from 'drizzle-orm';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import {
  customFieldFilterPrefix,
  type CustomFieldFilterSource,
} from '@zaplecze/contract/products/product-filter-fields';
import { brands, producers, productCategories, products, suppliers } from '../../../db/schema/index';
import {
  childRows,
  compileFilter,
  dateOn,
  identifierOn,
  number,
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
  // On the sort key coalesce(price, 0), so products_account_price_sort_idx serves it (0026); a product
  // without a price matches no comparison, as `price > x` did.
  price: (operator, value) =>
    sql`(${products.price} is not null and ${number(sql`coalesce(${products.price}, 0)`, operator, Number(value))})`,
  stock: numberOn(sql`${products.stock}`),
  weight: numberOn(weightKg),
};

/*
 * Custom fields live in `products.custom_field_values` (key → text, as the editor normalises it:
 * '12.5', 'true', '2024-05-01', an option). Equality of a list, yes/no or date value is jsonb
 * containment (`@>`), served by the GIN jsonb_path_ops index; numbers and date ranges read the
 * text through a regex guard, so a stored value that is not a number or date (an old import)
 * matches nothing instead of failing the query. Dates are ISO text, so they compare as text.
 */
const numberPattern = sql.raw(String.raw`'^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d{1,3})?\s*$'`);
const datePattern = sql.raw(String.raw`'^\d{4}-\d{2}-\d{2}$'`);

function customFieldCompiler(field: CustomFieldFilterSource): FieldCompiler {
  const value = sql`(${products.customFieldValues} ->> ${field.key}::text)`;
  const holds = (text: string) =>
    sql`${products.customFieldValues} @> ${JSON.stringify({ [field.key]: text })}::jsonb`;
  const equality = (operator: string, text: string) =>
    operator === 'notEquals' ? sql`not (${holds(text)})` : holds(text);
  switch (field.type) {
    case 'number':
      return (operator, text) =>
        number(
          sql`(case when ${value} ~ ${numberPattern} then ${value}::numeric end)`,
          operator,
          Number(text),
        );
    case 'date': {
      const day = sql`(case when ${value} ~ ${datePattern} then ${value} end)`;
      return (operator, text) => {
        if (operator === 'before') return sql`${day} < ${text}`;
        if (operator === 'after') return sql`${day} > ${text}`;
        return equality(operator, text);
      };
    }
    case 'select':
    case 'boolean':
      return (operator, text) => equality(operator, text);
    default:
      return textOn(value);
  }
}

/** The product catalogue with the account's custom fields (`custom.<key>`), for one request. */
export function productFilterCatalogueWith(fields: readonly CustomFieldFilterSource[]): FilterCatalogue {
  const custom = fields.map((field) => [
    `${customFieldFilterPrefix}${field.key}`,
    customFieldCompiler(field),
  ]);
  return { ...productFilterCatalogue, ...Object.fromEntries(custom) };
}

/** The SQL condition of a product filter group, or undefined when it holds no complete condition. */
export const compileProductFilter = (
  group: FilterGroup,
  context: FilterContext,
  catalogue: FilterCatalogue = productFilterCatalogue,
): SQL | undefined => compileFilter(catalogue, group, context);
