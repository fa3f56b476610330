import { sql } from 'drizzle-orm';
import { rowMessages } from '@zaplecze/contract/product-import';
import { pluralPl } from '@zaplecze/contract/plural';
import type { Db } from '../../../db/client';
import type { ParsedRow } from './fields';
import { rowsOf } from './rows';

/**
 * Variant axes from the file ('Kolor', Shopify 'Option1 Name/Value', Google 'g:color') become the
 * variant's `axes` as the editor stores them: parameter id → value, over the account's parameters
 * marked "used in variants". A parameter missing from the account is created (ONE_SELECT, used in
 * variants, with the values met); a select value it lacks is added to it. A parameter that exists
 * but is not used in variants refuses the row: turning it into an axis is the seller's decision.
 */
interface AxisParameter {
  /** The parameter's id, or `new:<name>` in a dry run before it exists. */
  id: string;
  name: string;
  type: string;
  usedInVariants: boolean;
  values: string[];
}

export interface AxisContext {
  /** lower(parent SKU) → option slot → axis name, carried from the group's first row (Shopify names it once). */
  axisNames: Map<string, Map<number, string>>;
  /** lower(parameter name) → parameter. */
  parameters: Map<string, AxisParameter>;
  /** Parameters a dry run would create: lower name → name. */
  newParameters: Map<string, string>;
}

export const axisContext = (): AxisContext => ({
  axisNames: new Map(),
  parameters: new Map(),
  newParameters: new Map(),
});

/** Fills each variant row's `axes` by name from its axis columns and option pairs. */
function collectAxes(rows: ParsedRow[], context: AxisContext): void {
  for (const row of rows) {
    const parentKey = String(row.fields.parentSku).toLowerCase();
    const names = context.axisNames.get(parentKey) ?? new Map<number, string>();
    for (const [slot, option] of [...row.axisOptions].sort(([a], [b]) => a - b)) {
      if (option.name) names.set(slot, option.name);
      const name = option.name ?? names.get(slot);
      if (!option.value) continue;
      if (!name)
        row.errors.push({
          field: `variantOption[${slot}].name`,
          reason: rowMessages.axisNameMissing(slot),
          value: option.value,
        });
      // Shopify writes a product without variants as the option 'Title' = 'Default Title'.
      else if (!(name === 'Title' && option.value === 'Default Title')) row.axes[name] ??= option.value;
    }
    context.axisNames.set(parentKey, names);
  }
}

async function loadParameters(
  db: Db,
  accountId: string,
  names: string[],
  context: AxisContext,
): Promise<void> {
  const found = await rowsOf<{
    id: string;
    name: string;
    type: string;
    usedInVariants: boolean;
    values: { value: string }[];
  }>(
    db,
    sql`select id::text as id, name, type, used_in_variants as "usedInVariants", "values" from product_parameters
        where account_id = ${accountId} and lower(name) = any(${sql.param(names.map((name) => name.toLowerCase()))}::text[])`,
  );
  for (const row of found)
    context.parameters.set(row.name.toLowerCase(), {
      ...row,
      values: row.values.map((value) => value.value),
    });
}

/**
 * Resolves the axes of a batch's variant rows to parameter ids (one read, and when writing one
 * insert of the missing parameters and one update per parameter that gains values).
 */
export async function resolveVariantAxes(
  db: Db,
  accountId: string,
  rows: ParsedRow[],
  context: AxisContext,
  write: boolean,
): Promise<void> {
  collectAxes(rows, context);
  const wanted = [
    ...new Map(
      rows.flatMap((row) => Object.keys(row.axes)).map((name) => [name.toLowerCase(), name]),
    ).values(),
  ];
  const unknown = wanted.filter((name) => !context.parameters.has(name.toLowerCase()));
  if (unknown.length > 0) await loadParameters(db, accountId, unknown, context);
  const missing = unknown.filter((name) => !context.parameters.has(name.toLowerCase()));
  if (missing.length > 0 && write) {
    await db.execute(sql`
      insert into product_parameters (account_id, name, type, used_in_variants, "values")
      select ${accountId}, n, 'ONE_SELECT', true, '[]'::jsonb from unnest(${sql.param(missing)}::text[]) as n
      on conflict do nothing`);
    await loadParameters(db, accountId, missing, context);
  }
  for (const name of missing)
    if (!context.parameters.has(name.toLowerCase())) {
      context.parameters.set(name.toLowerCase(), {
        id: `new:${name}`,
        name,
        type: 'ONE_SELECT',
        usedInVariants: true,
        values: [],
      });
      context.newParameters.set(name.toLowerCase(), name);
    }

  const added = new Map<AxisParameter, string[]>();
  for (const row of rows) {
    const values: Record<string, string> = {};
    // A row refused for another reason adds no value to a parameter.
    const valid = row.errors.length === 0;
    for (const [name, raw] of Object.entries(row.axes)) {
      const parameter = context.parameters.get(name.toLowerCase())!;
      if (!parameter.usedInVariants) {
        row.errors.push({
          field: `variantAxis.${name}`,
          reason: rowMessages.axisNotVariant(parameter.name),
          value: raw,
        });
        continue;
      }
      if (parameter.type === 'TEXT') {
        values[parameter.id] = raw;
        continue;
      }
      const known = parameter.values.find((value) => value.toLowerCase() === raw.toLowerCase());
      if (!known && valid) {
        parameter.values.push(raw);
        added.set(parameter, [...(added.get(parameter) ?? []), raw]);
      }
      values[parameter.id] = known ?? raw;
    }
    row.axisValues = values;
  }
  if (!write) return;
  for (const [parameter, values] of added) {
    if (parameter.id.startsWith('new:')) continue;
    await db.execute(sql`
      update product_parameters set "values" = "values" || ${JSON.stringify(values.map((value) => ({ value, en: null, de: null })))}::jsonb,
        version = version + 1, modified_at = now()
      where id = ${parameter.id}::uuid and account_id = ${accountId}`);
  }
}

/** Parameter id → name of the file's axes and of the stored axes in the diffs, so a diff reads 'Kolor=Czerwony'. */
export async function axisNamesById(
  db: Db,
  accountId: string,
  context: AxisContext,
  axes: (string | null | undefined)[],
  into: Map<string, string>,
) {
  for (const parameter of context.parameters.values()) into.set(parameter.id, parameter.name);
  const ids = [
    ...new Set(axes.flatMap((value) => (value ? Object.keys(JSON.parse(value) as object) : []))),
  ].filter((id) => !into.has(id) && !id.startsWith('new:'));
  if (ids.length === 0) return;
  const found = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from product_parameters where account_id = ${accountId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  for (const row of found) into.set(row.id, row.name);
}

/** The dry run's note: 'utworzy 2 nowe parametry wariantów: Kolor, Rozmiar'. */
export function newParametersEntry(context: AxisContext) {
  const names = [...context.newParameters.values()];
  if (names.length === 0) return [];
  const forms = {
    one: 'nowy parametr wariantów',
    few: 'nowe parametry wariantów',
    many: 'nowych parametrów wariantów',
  };
  return [
    {
      dictionary: 'product_parameters',
      count: names.length,
      names,
      text: `utworzy ${names.length} ${pluralPl(names.length, forms)}: ${names.join(', ')}`,
    },
  ];
}

/** Axes as stored text, keys sorted, so equal axes compare equal. */
export function canonicalAxes(axes: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(axes).sort(([a], [b]) => a.localeCompare(b))));
}
