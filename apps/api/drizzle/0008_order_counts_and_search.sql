-- Sidebar counts kept exact in the transaction of every change to orders: statement-level
-- triggers fold the transition tables into per (account, status, archived, currency) deltas.
-- Counter rows are touched in key order so concurrent writers queue instead of deadlocking.
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only existing rows change here: when an account is deleted its counters are already gone.
    PERFORM 1 FROM order_counts c
      JOIN (SELECT DISTINCT account_id, coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
                   archived_at IS NOT NULL AS archived, currency FROM old_rows) d
        USING (account_id, status_key, archived, currency)
      ORDER BY c.account_id, c.status_key, c.archived, c.currency
      FOR UPDATE OF c;
    UPDATE order_counts c SET orders = c.orders - d.n, gross = c.gross - d.g
      FROM (SELECT account_id, coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
                   archived_at IS NOT NULL AS archived, currency, count(*) AS n, sum(total_gross) AS g
              FROM old_rows GROUP BY 1, 2, 3, 4) d
     WHERE c.account_id = d.account_id AND c.status_key = d.status_key AND c.archived = d.archived AND c.currency = d.currency;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (account_id, status_key, archived, currency, orders, gross)
    SELECT account_id, coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid),
           archived_at IS NOT NULL, currency, count(*), sum(total_gross)
      FROM new_rows
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, status_key, archived, currency)
    DO UPDATE SET orders = c.orders + excluded.orders, gross = c.gross + excluded.gross;
    RETURN NULL;
  END IF;
  -- An update that leaves status, archive flag, currency and gross alone nets to zero and locks nothing.
  INSERT INTO order_counts AS c (account_id, status_key, archived, currency, orders, gross)
  SELECT account_id, status_key, archived, currency, sum(n), sum(g)
    FROM (
      SELECT account_id, coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
             archived_at IS NOT NULL AS archived, currency, 1 AS n, total_gross AS g
        FROM new_rows
      UNION ALL
      SELECT account_id, coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid),
             archived_at IS NOT NULL, currency, -1, -total_gross
        FROM old_rows
    ) AS d
   GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(g) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, status_key, archived, currency)
  DO UPDATE SET orders = c.orders + excluded.orders, gross = c.gross + excluded.gross;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
-- Text filters (contains/starts/ends/equals as ILIKE) use trigram indexes where pg_trgm can be
-- installed; without it (the embedded PGlite build, a role without the right) they scan instead.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%); order text filters run without trigram indexes', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX orders_no_trgm ON orders USING gin ((no::text) gin_trgm_ops);
    CREATE INDEX orders_external_id_trgm ON orders USING gin (external_id gin_trgm_ops);
    CREATE INDEX orders_customer_name_trgm ON orders USING gin (customer_name gin_trgm_ops);
    CREATE INDEX orders_login_trgm ON orders USING gin (external_username gin_trgm_ops);
    CREATE INDEX orders_email_trgm ON orders USING gin (email gin_trgm_ops);
    CREATE INDEX orders_phone_trgm ON orders USING gin (phone_number gin_trgm_ops);
    CREATE INDEX orders_city_trgm ON orders USING gin ((delivery_address->>'city') gin_trgm_ops);
    CREATE INDEX order_products_name_trgm ON order_products USING gin (name gin_trgm_ops);
    CREATE INDEX order_products_sku_trgm ON order_products USING gin (sku gin_trgm_ops);
    CREATE INDEX order_products_ean_trgm ON order_products USING gin (ean gin_trgm_ops);
    CREATE INDEX order_products_product_id_trgm ON order_products USING gin (product_id gin_trgm_ops);
    CREATE INDEX order_products_auction_trgm ON order_products USING gin (auction gin_trgm_ops);
    CREATE INDEX order_shipments_tracking_trgm ON order_shipments USING gin (tracking_number gin_trgm_ops);
  END IF;
END
$$;
