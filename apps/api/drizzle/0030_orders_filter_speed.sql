-- Orders filter speed (issue 27 item 9; docs/decisions/orders-filter-speed.md). Nothing here drizzle can express.
-- hand-written
-- 'SKU equals' reads the matching lines' order ids first (0041). With order_id (and sku, which index-only scans of
-- an expression index need) in the (account_id, lower(sku)) index, that read is an index-only scan: no heap page
-- of order_products per matching line. It replaces the index of 0009 under the same name, so writes maintain one
-- index as before.
DROP INDEX IF EXISTS "order_products_account_sku_idx";--> statement-breakpoint
CREATE INDEX "order_products_account_sku_idx" ON "order_products" USING btree ("account_id", lower("sku"), "order_id") INCLUDE ("sku");--> statement-breakpoint
-- The phone filter compares the number without its separators ('600100200' finds '+48 600 100 200'): a trigram GIN
-- on that expression replaces the one on the number as stored (0008), which no query reads any more. translate(),
-- not regexp_replace(): a short fragment walks the list's sort index and tests the expression per row, and
-- regexp_replace cost 4-5x more there. Only where pg_trgm exists, as 0008.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS orders_phone_digits_trgm ON orders
      USING gin ((translate(phone_number, ' +-()./', '')) gin_trgm_ops);
    DROP INDEX IF EXISTS orders_phone_trgm;
  END IF;
END
$$;
