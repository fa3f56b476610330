-- The Pulpit's daily figures kept exact in the transaction of every change to orders, like
-- order_counts (migration 0008): statement-level triggers fold the transition tables into deltas
-- per (account, Warsaw day of created_at, status, source, currency, archived flag). Rows are
-- touched in key order so concurrent writers queue instead of deadlocking.
CREATE FUNCTION order_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only existing rows change here: when an account is deleted its rows are already gone.
    PERFORM 1 FROM order_daily_stats c
      JOIN (SELECT DISTINCT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
                   coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
                   source, currency, archived_at IS NOT NULL AS archived FROM old_rows) d
        USING (account_id, day, status_key, source, currency, archived)
      ORDER BY c.account_id, c.day, c.status_key, c.source, c.currency, c.archived
      FOR UPDATE OF c;
    UPDATE order_daily_stats c SET orders = c.orders - d.n, gross = c.gross - d.g
      FROM (SELECT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
                   coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
                   source, currency, archived_at IS NOT NULL AS archived, count(*) AS n, sum(total_gross) AS g
              FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6) d
     WHERE c.account_id = d.account_id AND c.day = d.day AND c.status_key = d.status_key
       AND c.source = d.source AND c.currency = d.currency AND c.archived = d.archived;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_daily_stats AS c (account_id, day, status_key, source, currency, archived, orders, gross)
    SELECT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date,
           coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid),
           source, currency, archived_at IS NOT NULL, count(*), sum(total_gross)
      FROM new_rows
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (account_id, day, status_key, source, currency, archived)
    DO UPDATE SET orders = c.orders + excluded.orders, gross = c.gross + excluded.gross;
    RETURN NULL;
  END IF;
  -- An update that leaves every key column and the gross alone nets to zero and locks nothing.
  INSERT INTO order_daily_stats AS c (account_id, day, status_key, source, currency, archived, orders, gross)
  SELECT account_id, day, status_key, source, currency, archived, sum(n), sum(g)
    FROM (
      SELECT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
             coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid) AS status_key,
             source, currency, archived_at IS NOT NULL AS archived, 1 AS n, total_gross AS g
        FROM new_rows
      UNION ALL
      SELECT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date,
             coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid),
             source, currency, archived_at IS NOT NULL, -1, -total_gross
        FROM old_rows
    ) AS d
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) <> 0 OR sum(g) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (account_id, day, status_key, source, currency, archived)
  DO UPDATE SET orders = c.orders + excluded.orders, gross = c.gross + excluded.gross;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
-- Backfill: the orders that exist when the triggers start.
INSERT INTO order_daily_stats (account_id, day, status_key, source, currency, archived, orders, gross)
SELECT account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date,
       coalesce(status_id, '00000000-0000-0000-0000-000000000000'::uuid),
       source, currency, archived_at IS NOT NULL, count(*), sum(total_gross)
  FROM orders
 GROUP BY 1, 2, 3, 4, 5, 6
 ORDER BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- The Pulpit's 'brak na stanie przy otwartych rezerwacjach' counts these without a scan of the catalogue.
CREATE INDEX products_account_short_reserved_idx ON products (account_id)
  WHERE stock_reserved > 0 AND stock <= stock_reserved;
