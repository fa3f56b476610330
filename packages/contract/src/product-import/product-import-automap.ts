import { importTargetLabels, importTargets, pictureSlots, type FieldMapping } from './product-import';
import { looksLikeOwnIds, normalizeColumn } from './normalize';
import { detectProfile, matchesHeader, type PlatformProfile } from './profiles/index';
import { axisSynonyms, synonyms } from './synonyms';

export { normalizeColumn } from './normalize';
export { detectProfile, platformProfileById, platformProfiles, type PlatformProfile } from './profiles/index';

/** 'Option1 Name', 'Attribute 1 name', 'Opcja 1 wartość' → variantOption[N].name|value. */
function variantOptionTarget(column: string): string | null {
  const match = /^(?:option|attribute|opcja|atrybut)(\d)(name|nazwa|values?|wartosc|wartosci)$/.exec(
    normalizeColumn(column),
  );
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 3) return null;
  return `variantOption[${match[1]}].${match[2] === 'name' || match[2] === 'nazwa' ? 'name' : 'value'}`;
}

function pictureTarget(column: string): string | null {
  const normalized = normalizeColumn(column);
  if (!/(zdjec|image|img|picture|foto|obraz|photo)/.test(normalized)) return null;
  const number = /(\d{1,2})(?!.*\d)/.exec(column)?.[1];
  if (!number) return null;
  const slot = Number(number);
  if (slot < 1 || slot > pictureSlots) return null;
  const part = /(opis|desc|alt|meta)/.test(normalized) ? 'description' : 'url';
  return `pictures[${slot - 1}].${part}`;
}

export interface AutoMapOptions {
  /** Custom fields of the account: `customFields.<key>` targets. */
  customFieldKeys?: readonly string[];
  /** The preview's rows (cells in header order): a column of our UUIDs maps to the internal id. */
  samples?: readonly (readonly string[])[];
}

export interface AutoMapResult {
  mapping: FieldMapping;
  /** The platform the header row was recognised as, or null (generic matching only). */
  profile: PlatformProfile | null;
}

/**
 * Maps file columns to targets. A recognised platform export (profiles/*) maps the columns it
 * knows and leaves its other known columns unmapped on purpose; the remaining columns, or all of
 * them for an unknown file, are matched in the order of 002 §5: exact normalised match (target or
 * its label), known synonyms (the best synonym of a target wins), variant options and axes,
 * substring of a target's name or label (not for a recognised export), picture columns numbered
 * 1–16. A target is used by one column only. The internal `id` is chosen only for a column whose
 * sample values are all our UUIDs — an `ID` column from another platform is never our id.
 */
export function autoMapWithProfile(columns: readonly string[], options: AutoMapOptions = {}): AutoMapResult {
  const customTargets = (options.customFieldKeys ?? []).map((key) => `customFields.${key}`);
  const targets = [...importTargets.filter((target) => target !== 'id'), ...customTargets];
  const mapping: FieldMapping = {};
  const used = new Set<string>();
  const assign = (column: string, target: string | undefined | null) => {
    if (!target || used.has(target) || mapping[column]) return;
    mapping[column] = target;
    used.add(target);
  };

  const ownIds = columns.findIndex(
    (_, index) => options.samples && looksLikeOwnIds(options.samples.map((row) => row[index] ?? '')),
  );
  if (ownIds >= 0) assign(columns[ownIds]!, 'id');

  const profile = detectProfile(columns);
  let open = columns.filter((column) => !mapping[column]);
  if (profile) {
    for (const [target, ...matchers] of profile.rules)
      for (const matcher of matchers) {
        const column = open.find((item) => !mapping[item] && matchesHeader(profile, item, matcher));
        if (column) {
          assign(column, target);
          break;
        }
      }
    open = open.filter(
      (column) =>
        !mapping[column] && !profile.ignored.some((matcher) => matchesHeader(profile, column, matcher)),
    );
  }

  const names = (target: string) =>
    [normalizeColumn(target), normalizeColumn(importTargetLabels[target] ?? '')].filter(Boolean);
  for (const column of open)
    assign(
      column,
      targets.find((target) => names(target).includes(normalizeColumn(column))),
    );
  for (const target of Object.keys(synonyms)) {
    if (used.has(target)) continue;
    const list = synonyms[target]!;
    const rank = (column: string) => list.indexOf(normalizeColumn(column));
    const best = open
      .filter((column) => !mapping[column] && rank(column) >= 0)
      .sort((a, b) => rank(a) - rank(b))[0];
    if (best) assign(best, target);
  }
  for (const column of open) assign(column, variantOptionTarget(column));
  for (const column of open) {
    const axis = axisSynonyms[normalizeColumn(column)];
    if (axis) assign(column, `variantAxis.${axis}`);
  }
  if (!profile)
    for (const column of open) {
      const normalized = normalizeColumn(column);
      if (normalized.length < 3) continue;
      assign(
        column,
        targets.find(
          (target) =>
            !used.has(target) &&
            !target.startsWith('pictures[') &&
            // A reference by id wants our UUIDs: never guessed from a fragment ('cat' is not categoryId).
            !target.endsWith('Id') &&
            names(target).some(
              (name) => name.length >= 3 && (name.includes(normalized) || normalized.includes(name)),
            ),
        ),
      );
    }
  for (const column of open) assign(column, pictureTarget(column));
  return { mapping, profile };
}

/** The mapping of autoMapWithProfile (002 §5 order, platform profiles first). */
export function autoMap(
  columns: readonly string[],
  customFieldKeys: readonly string[] = [],
  samples?: readonly (readonly string[])[],
): FieldMapping {
  return autoMapWithProfile(columns, { customFieldKeys, samples }).mapping;
}
