-- Orders filter speed: the phone's digits as a stored column (issue 27 item 9; docs/decisions/orders-filter-speed.md).
-- The same expression as the trigram index of 0030 (translate(), not regexp_replace: identical matches), now
-- computed once per write: a short fragment that walks the list's sort index compares the column, and the planner
-- has the column's statistics. Adding the column rewrites "orders" once.
ALTER TABLE "orders" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (translate(phone_number, ' +-()./', '')) STORED;--> statement-breakpoint
-- hand-written
-- The trigram GIN moves from the expression to the column under the same name; nothing else reads the expression
-- index, so writes keep one phone GIN. Only where pg_trgm exists, as 0008 and 0030.
DROP INDEX IF EXISTS orders_phone_digits_trgm;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX orders_phone_digits_trgm ON orders USING gin (phone_digits gin_trgm_ops);
  END IF;
END
$$;
