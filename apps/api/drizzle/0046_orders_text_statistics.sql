-- Orders filter speed (issue 27 item 9; docs/decisions/orders-filter-speed.md, session 18). Nothing here drizzle can
-- express.
-- hand-written
-- The planner estimates a 'contains' fragment's share of the orders from the histogram of the searched text. With
-- the default 100 entries a fragment in 1-3 % of the orders (a 3-digit phone fragment, a common surname stem) was
-- missing from the histogram for many values and estimated at 100 rows, so the list read every match through the
-- trigram index (90-230 ms at 1 000 000 orders) instead of walking its sort index to the first page (2-10 ms).
-- 1 000 entries for each text the list searches by trigram estimate such fragments within their share (ANALYZE then
-- samples 300 000 rows of orders); the list's reads price random pages at 1.1 (db/planner.ts) so that rarer
-- fragments still take the index. The expression indexes only where they exist (pg_trgm, 0008/0030).
ALTER TABLE orders ALTER COLUMN customer_name SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN email SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN external_username SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN external_id SET STATISTICS 1000;--> statement-breakpoint
DO $$
DECLARE
  expression_index text;
BEGIN
  FOREACH expression_index IN ARRAY ARRAY['orders_phone_digits_trgm', 'orders_no_trgm', 'orders_city_trgm'] LOOP
    IF EXISTS (SELECT 1 FROM pg_class WHERE relname = expression_index AND relkind = 'i') THEN
      EXECUTE format('ALTER INDEX %I ALTER COLUMN 1 SET STATISTICS 1000', expression_index);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
ANALYZE orders;
