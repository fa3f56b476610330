-- Products index review (issue 22; docs/decisions/products-index-review.md): every product write maintains
-- every index of `products`, so indexes no query plan uses go, and near-duplicates become one.
-- Sorting by name walks products_account_name_pl_idx (Polish order) and name filters are ILIKE (trigram):
-- nothing reads (account_id, name, id).
DROP INDEX IF EXISTS "products_account_name_idx";--> statement-breakpoint
-- Price ranges (list priceFrom/priceTo, the conditional filter's price) are written on the sort key
-- coalesce(price, 0) with `price is not null`, so products_account_price_sort_idx serves them and sorting.
DROP INDEX IF EXISTS "products_account_price_idx";--> statement-breakpoint
-- One multicolumn trigram GIN serves ILIKE on name, SKU and EAN (the search's three arms become a BitmapOr
-- over the same index), smaller than three and one index to maintain instead of three. Only with pg_trgm (0015).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS products_search_trgm ON products
      USING gin (name gin_trgm_ops, sku gin_trgm_ops, ean gin_trgm_ops);
    DROP INDEX IF EXISTS products_name_trgm;
    DROP INDEX IF EXISTS products_sku_trgm;
    DROP INDEX IF EXISTS products_ean_trgm;
  END IF;
END
$$;
