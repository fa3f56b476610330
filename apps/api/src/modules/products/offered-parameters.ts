import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** How many of the category's products are read to learn its parameters (bounded at any catalogue size). */
export const offeredSample = 2000;

/**
 * The parameters offered first to a product of `categoryId`: those carried by the category's
 * products (a sample of them), most used first, then the other parameters of their groups.
 * Another category's parameters (a screen size for trousers) are not among them.
 */
export async function offeredParameters(db: Db, accountId: string, categoryId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with sample as (
          select parameter_values from products
           where account_id = ${accountId}::uuid and category_id = ${categoryId}::uuid
           limit ${offeredSample}
        ), used as (
          select key, count(*) as uses from sample, jsonb_object_keys(sample.parameter_values) as key group by key
        )
        select pp.id::text as id
          from product_parameters pp
          left join used on used.key = pp.id::text
         where pp.account_id = ${accountId}::uuid
           and (used.key is not null
                or pp.group_id in (select group_id from product_parameters
                                    where account_id = ${accountId}::uuid and group_id is not null
                                      and id::text in (select key from used)))
         order by used.uses desc nulls last, lower(pp.name), pp.id`,
  );
  return rows.map((row) => row.id);
}
