-- hand-written
-- The Pulpit's line triggers (0017), issue 25 (docs/decisions/orders-import.md, session 21):
-- 1. Each line's order, and each moved order's lines, are read by index: a nested loop forced by OFFSET 0 in a
--    LATERAL subquery. Where the statistics of orders lag behind its size (a first import, autovacuum late or
--    off) the planner hashed all of orders once per statement: 42 ms of the 86 ms an orders import batch of 842
--    lines spent in the trigger at 80 000 orders, growing with the table.
-- 2. An orders import's lines add to the Pulpit's top products once per import instead of once per batch
--    (docs/decisions/0147-pulpit-product-stats-deferred-by-imports.md). A transaction that sets
--    zaplecze.pulpit_deferred = 'on' (the import's batches, `deferProductStats`) has its inserted lines summed into
--    order_product_stats_deltas (inserts only: no upsert, no roll-up); `order_product_stats_settle` moves an
--    account's deltas into order_product_daily_stats in one upsert, whose roll-up then runs once. Deltas are
--    contributions, so adding them later gives the same sums whatever happened in between: every other change
--    upserts its own contribution, except the lines' DELETE branch, which subtracts from existing rows and so
--    settles the account first. The import settles at its end, the Pulpit before it reads top products.
CREATE TABLE order_product_stats_deltas (
  account_id uuid NOT NULL,
  day date NOT NULL,
  cancelled boolean NOT NULL,
  product_key text NOT NULL,
  currency text NOT NULL,
  name text NOT NULL,
  sku text,
  quantity bigint NOT NULL,
  gross numeric(18, 2) NOT NULL,
  CONSTRAINT order_product_stats_deltas_account_id_accounts_id_fk FOREIGN KEY (account_id) REFERENCES accounts(id)
    ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX order_product_stats_deltas_account_idx ON order_product_stats_deltas (account_id);
--> statement-breakpoint
CREATE FUNCTION order_product_stats_settle(settled_account uuid) RETURNS void LANGUAGE sql AS $$
  WITH taken AS (DELETE FROM order_product_stats_deltas WHERE account_id = settled_account RETURNING *)
  INSERT INTO order_product_daily_stats AS c (account_id, day, cancelled, product_key, currency, name, sku, quantity, gross)
  SELECT account_id, day, cancelled, product_key, currency, max(name), max(sku), sum(quantity), sum(gross)
    FROM taken
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (account_id, day, cancelled, product_key, currency)
  DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross, name = excluded.name,
                sku = excluded.sku;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_product_daily_stats_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('zaplecze.pulpit_deferred', true) = 'on' THEN
    INSERT INTO order_product_stats_deltas (account_id, day, cancelled, product_key, currency, name, sku, quantity, gross)
    SELECT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date, pulpit_order_cancelled(o.status_id),
           pulpit_line_key(l.catalog_product_id, l.sku, l.name), l.currency, max(l.name), max(l.sku),
           sum(l.quantity), sum(l.gross_total)
      FROM new_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o
     GROUP BY 1, 2, 3, 4, 5;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- The branch below subtracts from rows that exist: an account's waiting deltas are added first.
    PERFORM order_product_stats_settle(a.account_id)
       FROM (SELECT DISTINCT account_id FROM old_rows) a
      WHERE EXISTS (SELECT 1 FROM order_product_stats_deltas d WHERE d.account_id = a.account_id);
    PERFORM 1 FROM order_product_daily_stats c
      JOIN (SELECT DISTINCT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
                   pulpit_order_cancelled(o.status_id) AS cancelled,
                   pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency
              FROM old_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o) d
        USING (account_id, day, cancelled, product_key, currency)
      ORDER BY c.account_id, c.day, c.cancelled, c.product_key, c.currency
      FOR UPDATE OF c;
    UPDATE order_product_daily_stats c SET quantity = c.quantity - d.q, gross = c.gross - d.g
      FROM (SELECT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
                   pulpit_order_cancelled(o.status_id) AS cancelled,
                   pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency,
                   sum(l.quantity) AS q, sum(l.gross_total) AS g
              FROM old_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o
             GROUP BY 1, 2, 3, 4, 5) d
     WHERE c.account_id = d.account_id AND c.day = d.day AND c.cancelled = d.cancelled
       AND c.product_key = d.product_key AND c.currency = d.currency;
    -- Lines of orders deleted in this statement: under the day and flag their order was counted.
    PERFORM 1 FROM order_product_daily_stats c
      JOIN (SELECT DISTINCT l.account_id, p.day, p.cancelled,
                   pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency
              FROM old_rows l JOIN order_product_stats_pending p ON p.order_id = l.order_id) d
        USING (account_id, day, cancelled, product_key, currency)
      ORDER BY c.account_id, c.day, c.cancelled, c.product_key, c.currency
      FOR UPDATE OF c;
    UPDATE order_product_daily_stats c SET quantity = c.quantity - d.q, gross = c.gross - d.g
      FROM (SELECT l.account_id, p.day, p.cancelled,
                   pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency,
                   sum(l.quantity) AS q, sum(l.gross_total) AS g
              FROM old_rows l JOIN order_product_stats_pending p ON p.order_id = l.order_id
             GROUP BY 1, 2, 3, 4, 5) d
     WHERE c.account_id = d.account_id AND c.day = d.day AND c.cancelled = d.cancelled
       AND c.product_key = d.product_key AND c.currency = d.currency;
    DELETE FROM order_product_stats_pending p USING old_rows l WHERE p.order_id = l.order_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_product_daily_stats AS c (account_id, day, cancelled, product_key, currency, name, sku, quantity, gross)
    SELECT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date, pulpit_order_cancelled(o.status_id),
           pulpit_line_key(l.catalog_product_id, l.sku, l.name), l.currency, max(l.name), max(l.sku),
           sum(l.quantity), sum(l.gross_total)
      FROM new_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, day, cancelled, product_key, currency)
    DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross, name = excluded.name,
                  sku = excluded.sku;
    RETURN NULL;
  END IF;
  INSERT INTO order_product_daily_stats AS c (account_id, day, cancelled, product_key, currency, name, sku, quantity, gross)
  SELECT account_id, day, cancelled, product_key, currency, max(name), max(sku), sum(q), sum(g)
    FROM (
      SELECT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS day,
             pulpit_order_cancelled(o.status_id) AS cancelled,
             pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency, l.name, l.sku,
             l.quantity AS q, l.gross_total AS g
        FROM new_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o
      UNION ALL
      SELECT l.account_id, (o.created_at AT TIME ZONE 'Europe/Warsaw')::date,
             pulpit_order_cancelled(o.status_id),
             pulpit_line_key(l.catalog_product_id, l.sku, l.name), l.currency, l.name, l.sku,
             -l.quantity, -l.gross_total
        FROM old_rows l CROSS JOIN LATERAL (SELECT created_at, status_id FROM orders WHERE id = l.order_id OFFSET 0) o
    ) AS d
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(q) <> 0 OR sum(g) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (account_id, day, cancelled, product_key, currency)
  DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_product_daily_stats_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Leftovers of earlier deletes (orders without lines); rows another transaction holds are left to it.
    DELETE FROM order_product_stats_pending
     WHERE ctid IN (SELECT ctid FROM order_product_stats_pending FOR UPDATE SKIP LOCKED);
    INSERT INTO order_product_stats_pending (order_id, account_id, day, cancelled)
    SELECT id, account_id, (created_at AT TIME ZONE 'Europe/Warsaw')::date, pulpit_order_cancelled(status_id)
      FROM old_rows
    ON CONFLICT (order_id) DO NOTHING;
    RETURN NULL;
  END IF;
  -- UPDATE: only orders whose day or cancelled flag changed move their lines.
  INSERT INTO order_product_daily_stats AS c (account_id, day, cancelled, product_key, currency, name, sku, quantity, gross)
  SELECT account_id, day, cancelled, product_key, currency, max(name), max(sku), sum(q), sum(g)
    FROM (
      WITH moved AS (
        SELECT n.id, n.account_id,
               (n.created_at AT TIME ZONE 'Europe/Warsaw')::date AS new_day,
               (o.created_at AT TIME ZONE 'Europe/Warsaw')::date AS old_day,
               pulpit_order_cancelled(n.status_id) AS new_cancelled,
               pulpit_order_cancelled(o.status_id) AS old_cancelled
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.created_at IS DISTINCT FROM o.created_at OR n.status_id IS DISTINCT FROM o.status_id
      )
      SELECT m.account_id, m.new_day AS day, m.new_cancelled AS cancelled,
             pulpit_line_key(l.catalog_product_id, l.sku, l.name) AS product_key, l.currency, l.name, l.sku,
             l.quantity AS q, l.gross_total AS g
        FROM moved m CROSS JOIN LATERAL (SELECT catalog_product_id, sku, name, currency, quantity, gross_total
                                            FROM order_products WHERE order_id = m.id OFFSET 0) l
       WHERE m.new_day <> m.old_day OR m.new_cancelled <> m.old_cancelled
      UNION ALL
      SELECT m.account_id, m.old_day, m.old_cancelled,
             pulpit_line_key(l.catalog_product_id, l.sku, l.name), l.currency, l.name, l.sku,
             -l.quantity, -l.gross_total
        FROM moved m CROSS JOIN LATERAL (SELECT catalog_product_id, sku, name, currency, quantity, gross_total
                                            FROM order_products WHERE order_id = m.id OFFSET 0) l
       WHERE m.new_day <> m.old_day OR m.new_cancelled <> m.old_cancelled
    ) AS d
   GROUP BY 1, 2, 3, 4, 5
  HAVING sum(q) <> 0 OR sum(g) <> 0
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (account_id, day, cancelled, product_key, currency)
  DO UPDATE SET quantity = c.quantity + excluded.quantity, gross = c.gross + excluded.gross;
  RETURN NULL;
END
$$;
