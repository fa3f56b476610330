-- The products list (helper B): text filters (contains/starts/ends as ILIKE) on name, SKU and EAN
-- use trigram indexes where pg_trgm exists (0008 installs it when it can); without it they scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);
    CREATE INDEX products_sku_trgm ON products USING gin (sku gin_trgm_ops);
    CREATE INDEX products_ean_trgm ON products USING gin (ean gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- Sorting by name in Polish order and by price (no price sorts as 0) walk these in keyset order.
CREATE INDEX products_account_name_pl_idx ON products USING btree (account_id, (pl_sort_key(name) COLLATE pl_sort), id);
--> statement-breakpoint
CREATE INDEX products_account_price_sort_idx ON products USING btree (account_id, (coalesce(price, 0)), id);
