-- Every change of the daily product rows is added to their week's and month's rows in the same
-- transaction, in key order. Daily rows are only inserted and updated (an account's deletion
-- cascades to both tables).
CREATE FUNCTION order_product_period_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_product_period_stats AS c (account_id, grain, start, cancelled, product_key, currency, name, sku, quantity, gross)
    SELECT account_id, g.grain, date_trunc(g.grain, day::timestamp)::date, cancelled, product_key, currency,
           max(name), max(sku), sum(quantity), sum(gross)
      FROM new_rows CROSS JOIN (VALUES ('week'), ('month')) AS g(grain)
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (account_id, grain, start, cancelled, product_key, currency)
    DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross,
                  name = excluded.name, sku = excluded.sku;
    RETURN NULL;
  END IF;
  INSERT INTO order_product_period_stats AS c (account_id, grain, start, cancelled, product_key, currency, name, sku, quantity, gross)
  SELECT account_id, grain, start, cancelled, product_key, currency, max(name), max(sku), sum(q), sum(g)
    FROM (
      SELECT n.account_id, g.grain, date_trunc(g.grain, n.day::timestamp)::date AS start, n.cancelled, n.product_key, n.currency,
             n.name, n.sku, n.quantity AS q, n.gross AS g
        FROM new_rows n CROSS JOIN (VALUES ('week'), ('month')) AS g(grain)
      UNION ALL
      SELECT o.account_id, g.grain, date_trunc(g.grain, o.day::timestamp)::date, o.cancelled, o.product_key, o.currency,
             o.name, o.sku, -o.quantity, -o.gross
        FROM old_rows o CROSS JOIN (VALUES ('week'), ('month')) AS g(grain)
    ) AS d
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(q) <> 0 OR sum(g) <> 0
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (account_id, grain, start, cancelled, product_key, currency)
  DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_product_daily_stats_rollup_insert AFTER INSERT ON order_product_daily_stats
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_product_period_stats_apply();
--> statement-breakpoint
CREATE TRIGGER order_product_daily_stats_rollup_update AFTER UPDATE ON order_product_daily_stats
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_product_period_stats_apply();
--> statement-breakpoint
INSERT INTO order_product_period_stats (account_id, grain, start, cancelled, product_key, currency, name, sku, quantity, gross)
SELECT account_id, g.grain, date_trunc(g.grain, day::timestamp)::date, cancelled, product_key, currency,
       max(name), max(sku), sum(quantity), sum(gross)
  FROM order_product_daily_stats CROSS JOIN (VALUES ('week'), ('month')) AS g(grain)
 GROUP BY 1, 2, 3, 4, 5, 6
 ORDER BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE INDEX order_product_period_stats_top_idx ON order_product_period_stats (account_id, grain, start)
  INCLUDE (cancelled, product_key, currency, quantity, gross, name, sku);
--> statement-breakpoint
-- The Pulpit's figures and charts read only this index (index-only over the period's days).
CREATE INDEX order_daily_stats_figures_idx ON order_daily_stats (account_id, day)
  INCLUDE (status_key, source, currency, archived, orders, gross);
