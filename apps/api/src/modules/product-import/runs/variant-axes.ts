import { sql } from 'drizzle-orm';
import { rowMessages } from '@zaplecze/contract/product-import';
import { pluralPl } from '@zaplecze/contract/plural';
import type { Db } from '../../../db/client';
import {
  addParameterValues,
  createVariantParameters,
  removeUnusedParameters,
  removeUnusedParameterValues,
} from '../../product-parameters/service';
import type { ParsedRow } from '../mapping/fields';
import { rowsOf } from '../../../db/rows';

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

/** The key of import_runs.created_entries listing the variant parameters the run created. */
const createdParametersKey = 'variantParameters';
/** … and the values the run added to existing parameters: parameter id → values. */
const addedValuesKey = 'variantParameterValues';

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
  runId?: string,
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
    // Only what this call added is the run's (a parameter created meanwhile is matched, not recorded).
    const created = await createVariantParameters(db, accountId, missing);
    if (runId && created.length > 0)
      await db.execute(
        sql`update import_runs set created_entries = created_entries
              || jsonb_build_object(${createdParametersKey}::text, coalesce(created_entries->${createdParametersKey}::text, '[]'::jsonb) || ${JSON.stringify(created)}::jsonb)
            where id = ${runId}`,
      );
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
    await addParameterValues(db, accountId, parameter.id, values);
    // Recorded on the run, so its rollback takes back the values nothing uses any more.
    if (runId)
      await db.execute(
        sql`update import_runs set created_entries = created_entries || jsonb_build_object(${addedValuesKey}::text,
              coalesce(created_entries->${addedValuesKey}::text, '{}'::jsonb) || jsonb_build_object(${parameter.id}::text,
                coalesce(created_entries->${addedValuesKey}::text->${parameter.id}::text, '[]'::jsonb) || ${JSON.stringify(values)}::jsonb))
            where id = ${runId}`,
      );
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

/**
 * The variant parameters the run created go with its rollback — unless something still uses them
 * (see removeUnusedParameters) or the change record of another run not rolled back names them in
 * its axes (its rollback would put the axis back). Answers the names removed and kept.
 */
export async function removeCreatedParameters(
  db: Db,
  accountId: string,
  runId: string,
): Promise<{ removed: string[]; kept: string[] }> {
  const [run] = await rowsOf<{ ids: string[] | null }>(
    db,
    sql`select created_entries->${createdParametersKey} as ids from import_runs where id = ${runId} and account_id = ${accountId}`,
  );
  const ids = run?.ids ?? [];
  if (ids.length === 0) return { removed: [], kept: [] };
  const named = await rowsOf<{ id: string }>(
    db,
    sql`select d.id::text as id from unnest(${sql.param(ids)}::text[]) as d(id)
        where exists (select 1 from import_changes c join import_runs r on r.id = c.run_id and r.stage <> 'rolledBack'
                      where c.account_id = ${accountId} and c.run_id <> ${runId}
                        and (c.previous->>'axes' like '%' || d.id || '%' or c.next->>'axes' like '%' || d.id || '%'))`,
  );
  return removeUnusedParameters(db, accountId, ids, new Set(named.map((row) => row.id)));
}

/** Values the run added to existing parameters that no variant uses any more are taken back. */
export async function removeAddedValues(db: Db, accountId: string, runId: string): Promise<void> {
  const [run] = await rowsOf<{ added: Record<string, string[]> | null }>(
    db,
    sql`select created_entries->${addedValuesKey} as added from import_runs where id = ${runId} and account_id = ${accountId}`,
  );
  for (const [id, values] of Object.entries(run?.added ?? {}))
    await removeUnusedParameterValues(db, accountId, id, values);
}
