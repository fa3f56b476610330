import { sql, type SQL } from 'drizzle-orm';

/**
 * Text in Polish alphabetical order ('Łukasz' between 'Lucyna' and 'Zofia'): ICU 'pl-PL' on
 * PostgreSQL, an approximation for the Polish letters on PGlite, which has no ICU (migration
 * 'polish_collation'). Every ORDER BY on text uses it; an index on the same expression keeps
 * keyset paging on it fast.
 */
export const polishOrder = (expression: SQL): SQL => sql`(pl_sort_key(${expression}) collate pl_sort)`;
