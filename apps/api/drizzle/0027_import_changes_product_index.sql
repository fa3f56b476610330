-- Import rollback chains (issue 22; docs/decisions/import-rollback-order.md): a rollback reads every change
-- record of the run's products across all runs (`product_id in (…)`), and the log asks for each run shown
-- whether a newer run touched the same products. The primary key (run_id, product_id) serves "this run's
-- records"; "all records of these products" needs product_id first.
CREATE INDEX IF NOT EXISTS "import_changes_product_idx" ON "import_changes" USING btree ("product_id","run_id");
