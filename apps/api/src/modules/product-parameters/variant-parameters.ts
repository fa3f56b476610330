import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Variant parameters as imports and integrations create them (set-based): ONE_SELECT, used in
 * variants, and the select values met on the way. The only writer of product_parameters outside
 * the editor's own service (DESIGN.md §2).
 */

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Creates the missing parameters by name (one statement); answers the ids this call added. */
export async function createVariantParameters(tx: Db, accountId: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const created = await rowsOf<{ id: string }>(
    tx,
    sql`insert into product_parameters (account_id, name, type, used_in_variants, "values")
        select ${accountId}, n, 'ONE_SELECT', true, '[]'::jsonb from unnest(${sql.param(names)}::text[]) as n
        on conflict do nothing returning id::text as id`,
  );
  return created.map((row) => row.id);
}

/** Appends select values (no translations yet) to a parameter. */
export async function addParameterValues(
  tx: Db,
  accountId: string,
  id: string,
  values: string[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.execute(sql`
    update product_parameters set "values" = "values" || ${JSON.stringify(values.map((value) => ({ value, en: null, de: null })))}::jsonb,
      version = version + 1, modified_at = now()
    where id = ${id}::uuid and account_id = ${accountId}`);
}

/** Takes back the given select values of a parameter that no variant uses (case-insensitive). */
export async function removeUnusedParameterValues(
  tx: Db,
  accountId: string,
  id: string,
  values: string[],
): Promise<void> {
  const used = await rowsOf<{ value: string }>(
    tx,
    sql`select distinct lower(a.value) as value from product_variants v cross join lateral jsonb_each_text(v.axes) a
        where v.account_id = ${accountId} and a.key = ${id} and lower(a.value) = any(${sql.param(values.map((value) => value.toLowerCase()))}::text[])`,
  );
  const inUse = new Set(used.map((row) => row.value));
  const removable = values.map((value) => value.toLowerCase()).filter((value) => !inUse.has(value));
  if (removable.length === 0) return;
  await tx.execute(sql`
    update product_parameters d set
      "values" = (select coalesce(jsonb_agg(x.e order by x.ord), '[]'::jsonb) from jsonb_array_elements(d."values") with ordinality as x(e, ord)
                  where not (lower(x.e->>'value') = any(${sql.param(removable)}::text[]))),
      version = d.version + 1, modified_at = now()
    where d.id = ${id}::uuid and d.account_id = ${accountId}`);
}

/**
 * Deletes the given parameters unless something uses them: a product's parameter values, a
 * variant's axes, any foreign key to the table (read from the catalogue), or an id in `keep`.
 * Answers the names removed and kept.
 */
export async function removeUnusedParameters(
  tx: Db,
  accountId: string,
  ids: string[],
  keep: ReadonlySet<string>,
): Promise<{ removed: string[]; kept: string[] }> {
  if (ids.length === 0) return { removed: [], kept: [] };
  const references = await rowsOf<{ tableName: string; columnName: string }>(
    tx,
    sql`select cl.relname as "tableName", a.attname as "columnName"
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'product_parameters'::regclass and cardinality(c.conkey) = 1`,
  );
  const used = [
    ...references.map(
      (reference) =>
        sql`exists (select 1 from ${sql.identifier(reference.tableName)} r where r.${sql.identifier(reference.columnName)} = d.id)`,
    ),
    sql`exists (select 1 from product_variants v where v.account_id = ${accountId} and v.axes ? d.id::text)`,
    sql`exists (select 1 from products p where p.account_id = ${accountId} and p.parameter_values ? d.id::text)`,
  ];
  const parameters = await rowsOf<{ id: string; name: string; used: boolean }>(
    tx,
    sql`select d.id::text as id, d.name, (${sql.join(used, sql` or `)}) as used from product_parameters d
        where d.account_id = ${accountId} and d.id = any(${sql.param(ids)}::uuid[]) order by lower(d.name)`,
  );
  const unused = parameters.filter((parameter) => !parameter.used && !keep.has(parameter.id));
  if (unused.length > 0)
    await tx.execute(
      sql`delete from product_parameters where account_id = ${accountId} and id = any(${sql.param(unused.map((parameter) => parameter.id))}::uuid[])`,
    );
  const removed = new Set(unused.map((parameter) => parameter.id));
  return {
    removed: unused.map((parameter) => parameter.name),
    kept: parameters.filter((parameter) => !removed.has(parameter.id)).map((parameter) => parameter.name),
  };
}
