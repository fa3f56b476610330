/** Orders and gross value of one status in one currency: what the summary tiles are added up from. */
export interface SummaryBucket {
  statusKey: string;
  currency: string;
  orders: number;
  gross: string;
}

/**
 * The summary of a conditional filter costs one aggregate over every matching order (hundreds of
 * milliseconds for a broad filter at a million orders), while paging through the same filter
 * asks for it on every page. It is kept here per account and filter, valid while the account's
 * counters are unchanged (any create, delete, status, archive, currency or value change) and for
 * at most `maxAgeMs`, which bounds how long an edit of another field (an address, a product)
 * takes to show in the tiles of a filter on that field. Status views and the sidebar never use it.
 */
export const summaryCacheSettings = { maxAgeMs: 30_000, maxEntries: 1000 };

interface Entry {
  buckets: SummaryBucket[];
  fingerprint: string;
  storedAt: number;
}

const entries = new Map<string, Entry>();

export function cachedSummary(key: string, fingerprint: string): SummaryBucket[] | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.fingerprint !== fingerprint || Date.now() - entry.storedAt > summaryCacheSettings.maxAgeMs) {
    entries.delete(key);
    return undefined;
  }
  return entry.buckets;
}

/** Whether a summary is kept under `key` at all (before the counters are read to check it). */
export const holdsSummary = (key: string): boolean => entries.has(key);

export function storeSummary(key: string, fingerprint: string, buckets: SummaryBucket[]): void {
  entries.delete(key);
  entries.set(key, { buckets, fingerprint, storedAt: Date.now() });
  while (entries.size > summaryCacheSettings.maxEntries) entries.delete(entries.keys().next().value!);
}
