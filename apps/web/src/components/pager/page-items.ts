/** A page number, or a gap shown as '…'. */
export type PageButtonItem = number | 'gap';

/**
 * The page numbers a pager shows by default: every page when there are 7 or fewer; otherwise
 * always seven slots — the first and the last page, the current one with its neighbours, and a
 * gap for each skipped run (1 2 3 4 5 … 20, 1 … 9 10 11 … 20, 1 … 16 17 18 19 20).
 */
export function edgePageItems(current: number, totalPages: number): PageButtonItem[] {
  const total = Math.max(1, totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  const page = Math.min(Math.max(1, current), total);
  if (page <= 4) return [...range(1, 5), 'gap', total];
  if (page >= total - 3) return [1, 'gap', ...range(total - 4, total)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', total];
}
