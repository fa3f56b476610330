-- Text is sorted in Polish alphabetical order (ą after a, ł after l, ż last) wherever the server
-- sorts it, as (pl_sort_key(x) COLLATE pl_sort). On PostgreSQL with ICU, pl_sort is ICU 'pl-PL'
-- and pl_sort_key is the identity. PGlite (the embedded database) is built without ICU: there
-- pl_sort is "C" and pl_sort_key maps the Polish letters so that byte order is Polish order
-- (other accented letters then sort after z). Re-runnable.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'pl_sort') THEN
    BEGIN
      CREATE COLLATION pl_sort (provider = icu, locale = 'pl-PL');
    EXCEPTION WHEN OTHERS THEN
      CREATE COLLATION pl_sort FROM "C";
    END;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT collprovider FROM pg_collation WHERE collname = 'pl_sort') = 'i' THEN
    CREATE OR REPLACE FUNCTION pl_sort_key(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT value';
  ELSE
    CREATE OR REPLACE FUNCTION pl_sort_key(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
        SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(
          lower(translate(value, 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż')),
          'ą', 'a{'), 'ć', 'c{'), 'ę', 'e{'), 'ł', 'l{'), 'ń', 'n{'), 'ó', 'o{'), 'ś', 's{'), 'ź', 'z{'), 'ż', 'z|')
      $f$;
  END IF;
END $$;
--> statement-breakpoint
-- The orders list sorted by client keeps keyset paging on an index in that order. The name and
-- the first and last key columns stay those of the schema file; the collated expression is not
-- expressible there.
DROP INDEX IF EXISTS "orders_account_customer_idx";
--> statement-breakpoint
CREATE INDEX "orders_account_customer_idx" ON "orders" USING btree ("account_id", (pl_sort_key("customer_name") COLLATE pl_sort), "id") INCLUDE ("archived_at");
