-- Products per account kept exact in the transaction of every insert and delete (plan usage on the
-- Pulpit without counting a million rows). Deletes only update existing rows: when an account is
-- deleted its row may already be gone.
CREATE FUNCTION account_product_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE account_product_counts c SET products = c.products - d.n
      FROM (SELECT account_id, count(*) AS n FROM old_rows GROUP BY 1) d
     WHERE c.account_id = d.account_id;
    RETURN NULL;
  END IF;
  INSERT INTO account_product_counts AS c (account_id, products)
  SELECT account_id, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (account_id) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_product_counts_apply();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_product_counts_apply();
--> statement-breakpoint
INSERT INTO account_product_counts (account_id, products)
SELECT account_id, count(*) FROM products GROUP BY 1;
