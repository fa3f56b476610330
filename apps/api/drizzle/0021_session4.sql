ALTER TABLE "order_bulk_jobs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "order_bulk_jobs" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_bulk_jobs" ADD COLUMN "skips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_jobs" ADD COLUMN "overwrite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "source_options" jsonb DEFAULT '{"encoding":"auto","delimiter":"auto"}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_custom_field_values_idx" ON "products" USING gin ("custom_field_values" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_account_out_of_stock_idx" ON "products" USING btree ("account_id","created_at","id") WHERE "products"."stock" <= 0;--> statement-breakpoint
CREATE INDEX "products_account_low_stock_idx" ON "products" USING btree ("account_id","created_at","id") WHERE ("products"."stock" - "products"."stock_reserved") > 0 and ("products"."stock" - "products"."stock_reserved") < 5;--> statement-breakpoint
CREATE INDEX "products_account_reserved_idx" ON "products" USING btree ("account_id","created_at","id") WHERE "products"."stock_reserved" > 0;--> statement-breakpoint
CREATE INDEX "products_pictures_idx" ON "products" USING gin ("pictures" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_jobs_one_auto_categories_run_key" ON "product_jobs" USING btree ("account_id") WHERE "product_jobs"."kind" = 'autoCategories' and "product_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_runs_active_idx" ON "import_runs" USING btree ("account_id","created_at") WHERE "import_runs"."stage" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "import_runs_failed_idx" ON "import_runs" USING btree ("account_id","finished_at") WHERE "import_runs"."status" = 'Error';--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("account_id","started_at") WHERE "import_runs"."started_at" is not null;