import { columnSpecs } from '../mapping/fields';
import type { Values } from './plan';

function shown(field: string, value: string | null | undefined, names?: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value.startsWith('new:')) return `${value.slice(4)} (nowy)`;
  const name = names?.get(value);
  if (name !== undefined) return name;
  if (field === 'axes')
    return (
      Object.entries(JSON.parse(value) as Record<string, string>)
        .map(([id, axis]) => `${names?.get(id) ?? id.replace(/^new:/, '')}=${axis}`)
        .sort((a, b) => a.localeCompare(b, 'pl'))
        .join(', ') || '—'
    );
  const spec = columnSpecs[field];
  if (spec?.sqlCast === 'numeric') return value.replace('.', ',');
  if (field === 'pictures') return `${(JSON.parse(value) as unknown[]).length} zdj.`;
  if (spec?.sqlCast === 'jsonb') return value;
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** 'cena: 19,99 → 21,49', one entry per changed field; `names` shows dictionary ids by name ('marka: Lumen → Solaris'). */
export function diffLines(previous: Values, next: Values, names?: ReadonlyMap<string, string>): string[] {
  return Object.keys(next).map(
    (field) =>
      `${field === 'axes' ? 'osie wariantu' : (columnSpecs[field]?.label ?? field)}: ${shown(field, previous[field], names)} → ${shown(field, next[field], names)}`,
  );
}
