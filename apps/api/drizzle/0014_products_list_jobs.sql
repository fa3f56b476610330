CREATE TABLE "product_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text,
	"kind" text NOT NULL,
	"format" text,
	"product_ids" uuid[],
	"query" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"last_id" uuid,
	"file_name" text,
	"file_path" text,
	"message" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_jobs" ADD CONSTRAINT "product_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_jobs_account_idx" ON "product_jobs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "products_account_type_created_idx" ON "products" USING btree ("account_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "products_account_category_created_idx" ON "products" USING btree ("account_id","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_account_producer_created_idx" ON "products" USING btree ("account_id","producer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");