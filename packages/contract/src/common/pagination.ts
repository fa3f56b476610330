import { z } from 'zod';

export const pageSizes = [10, 20, 50, 100] as const;

/** Query parameters every list endpoint accepts. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Numer strony musi być większy od zera.').max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'Na stronie można wyświetlić najwyżej 100 pozycji.')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageSizeMessage = 'Dozwolone rozmiary strony: 10, 20, 50, 100.';

/**
 * Query parameters of a list paged on the server by keyset (orders, products, the event log): the
 * page, a page size the pager offers (`pageSizes`, 20 by default) and `cursor`, the opaque
 * `nextCursor`/`prevCursor` of the previous answer (with `page ± 1`); without it `page` is
 * honoured by position. Extend it with the list's own filters and sort.
 */
export const cursorPageQuery = z.object({
  page: pageQuery.shape.page,
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizes as readonly number[]).includes(value), pageSizeMessage)
    .default(20),
  cursor: z.string().max(500).optional(),
});

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface ListResponse<T> {
  data: T[];
  count: number;
  page: number;
  limit: number;
}

export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** 'Wyświetlanie X do Y z N wyników' range: first and last position shown on a page (1-based). */
export function pageRange(page: number, limit: number, count: number): { from: number; to: number } {
  if (count === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, count), to: Math.min(page * limit, count) };
}

/**
 * The page numbers shown in a pager: at most `size` consecutive numbers around the current page,
 * shifted so the window never runs past the first or the last page.
 */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.max(1, total);
  const width = Math.min(size, count);
  let start = Math.max(1, current - Math.floor(width / 2));
  start = Math.min(start, count - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}
