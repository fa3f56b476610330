-- A page reached by position (a bookmark without a cursor) skips rows on ids alone. With the
-- archived flag inside the index the skip is an index-only scan instead of a heap visit per row.
-- The index names and key columns stay those of the schema file; INCLUDE is not expressible there.
DROP INDEX "orders_account_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id", "created_at", "id") INCLUDE ("archived_at");
--> statement-breakpoint
DROP INDEX "orders_account_status_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_account_status_created_idx" ON "orders" USING btree ("account_id", "status_id", "created_at", "id") INCLUDE ("archived_at");
