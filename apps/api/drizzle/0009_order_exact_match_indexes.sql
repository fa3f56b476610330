DROP INDEX "orders_account_external_idx";--> statement-breakpoint
CREATE INDEX "orders_account_external_lower_idx" ON "orders" USING btree ("account_id",lower("external_id"));--> statement-breakpoint
CREATE INDEX "orders_account_email_lower_idx" ON "orders" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "order_products_account_sku_idx" ON "order_products" USING btree ("account_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "order_products_account_ean_idx" ON "order_products" USING btree ("account_id",lower("ean"));--> statement-breakpoint
CREATE INDEX "order_products_account_product_idx" ON "order_products" USING btree ("account_id",lower("product_id"));--> statement-breakpoint
CREATE INDEX "order_products_account_auction_idx" ON "order_products" USING btree ("account_id",lower("auction"));--> statement-breakpoint
CREATE INDEX "order_shipments_account_tracking_idx" ON "order_shipments" USING btree ("account_id",lower("tracking_number"));