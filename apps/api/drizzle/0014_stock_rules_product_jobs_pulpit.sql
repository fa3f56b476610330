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
CREATE TABLE "account_product_counts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"products" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_daily_stats" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status_key" uuid NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"archived" boolean NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_daily_stats_account_id_day_status_key_source_currency_archived_pk" PRIMARY KEY("account_id","day","status_key","source","currency","archived")
);
--> statement-breakpoint
CREATE TABLE "order_product_daily_stats" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cancelled" boolean NOT NULL,
	"product_key" text NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_product_daily_stats_account_id_day_cancelled_product_key_currency_pk" PRIMARY KEY("account_id","day","cancelled","product_key","currency")
);
--> statement-breakpoint
CREATE TABLE "order_product_period_stats" (
	"account_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"cancelled" boolean NOT NULL,
	"product_key" text NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_product_period_stats_account_id_grain_start_cancelled_product_key_currency_pk" PRIMARY KEY("account_id","grain","start","cancelled","product_key","currency")
);
--> statement-breakpoint
CREATE TABLE "order_product_stats_pending" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cancelled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "reservation_status_id" uuid;--> statement-breakpoint
ALTER TABLE "product_jobs" ADD CONSTRAINT "product_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_product_counts" ADD CONSTRAINT "account_product_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_daily_stats" ADD CONSTRAINT "order_product_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_period_stats" ADD CONSTRAINT "order_product_period_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_jobs_account_idx" ON "product_jobs" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_reservation_status_id_order_statuses_id_fk" FOREIGN KEY ("reservation_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_account_sent_idx" ON "order_shipments" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "warehouses_reservation_status_idx" ON "warehouses" USING btree ("reservation_status_id");--> statement-breakpoint
CREATE INDEX "products_account_type_created_idx" ON "products" USING btree ("account_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "products_account_category_created_idx" ON "products" USING btree ("account_id","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_account_producer_created_idx" ON "products" USING btree ("account_id","producer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");