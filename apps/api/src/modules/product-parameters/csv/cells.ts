import {
  csvMessages,
  parameterTypes,
  type ParameterType,
  type ParameterValue,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { normalizeHeader } from '../../../lib/csv-read';

/**
 * How parameter fields are written in one CSV cell, both ways:
 * booleans 'tak'/'nie'; translations 'pl=Kolor|en=Color|de=Farbe'; values separated by '|', each
 * with optional translations in braces: 'czarny{en=black,de=schwarz}|biały{en=white}'.
 */
export class CellError extends Error {}

const yes = new Set(['tak', 't', 'true', '1', 'yes', 'y', 'prawda']);
const no = new Set(['nie', 'n', 'false', '0', 'no', 'falsz', '']);

export function parseBoolean(cell: string): boolean {
  const text = normalizeHeader(cell);
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  throw new CellError(csvMessages.booleanExpected);
}

export const formatBoolean = (value: boolean) => (value ? 'tak' : 'nie');

const typeAliases: Record<string, ParameterType> = {
  text: 'TEXT',
  tekst: 'TEXT',
  oneselect: 'ONE_SELECT',
  select: 'ONE_SELECT',
  jednokrotnywybor: 'ONE_SELECT',
  multiselect: 'MULTI_SELECT',
  wielokrotnywybor: 'MULTI_SELECT',
};

/** The type as written, or the raw text so the contract names it invalid. */
export function parseType(cell: string): ParameterType | string {
  return typeAliases[normalizeHeader(cell)] ?? cell;
}

function pairs(text: string, separator: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of text.split(separator)) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim().toLowerCase();
    if (at < 1 || !['pl', 'en', 'de'].includes(key)) throw new CellError(csvMessages.translationInvalid);
    result[key] = part.slice(at + 1).trim();
  }
  return result;
}

export function parseTranslations(cell: string): { pl?: string; en?: string; de?: string } {
  return pairs(cell, '|');
}

export function formatTranslations(translations: {
  pl?: string | null;
  en?: string | null;
  de?: string | null;
}): string {
  return (['pl', 'en', 'de'] as const)
    .filter((key) => translations[key])
    .map((key) => `${key}=${translations[key]}`)
    .join('|');
}

export function parseValues(cell: string): { value: string; en?: string; de?: string }[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of cell) {
    if (char === '{') depth += 1;
    if (char === '}') depth = Math.max(0, depth - 1);
    if (char === '|' && depth === 0) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = /^(.*?)\s*\{(.*)\}$/.exec(item);
      if (!match) return { value: item };
      const { en, de } = pairs(match[2]!, ',');
      return { value: match[1]!.trim(), ...(en ? { en } : {}), ...(de ? { de } : {}) };
    });
}

export function formatValues(values: readonly ParameterValue[]): string {
  return values
    .map((item) => {
      const extra = [item.en ? `en=${item.en}` : '', item.de ? `de=${item.de}` : '']
        .filter(Boolean)
        .join(',');
      return extra ? `${item.value}{${extra}}` : item.value;
    })
    .join('|');
}

export const isParameterType = (value: string): value is ParameterType =>
  (parameterTypes as readonly string[]).includes(value);
