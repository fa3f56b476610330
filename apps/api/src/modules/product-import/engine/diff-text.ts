import { columnSpecs } from './fields';
import type { Values } from './plan';

function shown(field: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value.startsWith('new:')) return `${value.slice(4)} (nowy)`;
  const spec = columnSpecs[field];
  if (spec?.sqlCast === 'numeric') return value.replace('.', ',');
  if (field === 'pictures') return `${(JSON.parse(value) as unknown[]).length} zdj.`;
  if (spec?.sqlCast === 'jsonb') return value;
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** 'cena: 19,99 → 21,49', one entry per changed field. */
export function diffLines(previous: Values, next: Values): string[] {
  return Object.keys(next).map(
    (field) => `${columnSpecs[field]?.label ?? field}: ${shown(field, previous[field])} → ${shown(field, next[field])}`,
  );
}
