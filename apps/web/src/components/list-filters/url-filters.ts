import { pageSizes } from '@zaplecze/contract/common/pagination';

/** Readers of a list's filters kept in the URL: a bad or missing value reads as the default. */
const day = /^\d{4}-\d{2}-\d{2}$/;

export const pageParam = (params: URLSearchParams): number => Math.max(1, Number(params.get('page')) || 1);

/** One of the pager's page sizes, else `fallback`. */
export function limitParam(params: URLSearchParams, fallback: number): number {
  const limit = Number(params.get('limit'));
  return (pageSizes as readonly number[]).includes(limit) ? limit : fallback;
}

/** A calendar day `YYYY-MM-DD`, else ''. */
export const dayParam = (params: URLSearchParams, key: string): string =>
  day.test(params.get(key) ?? '') ? params.get(key)! : '';

/** A value of `list`, else ''. */
export const oneOfParam = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/**
 * `current` with `patch` applied: an empty value drops its parameter, and any change but of the
 * page itself starts again at the first page.
 */
export function withFilterPatch(current: URLSearchParams, patch: object): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
