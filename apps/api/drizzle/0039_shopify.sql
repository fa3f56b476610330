CREATE TABLE "shopify_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shop_domain" text NOT NULL,
	"token_cipher" text NOT NULL,
	"token_last4" text NOT NULL,
	"webhook_secret_cipher" text,
	"webhook_secret_last4" text,
	"active" boolean DEFAULT true NOT NULL,
	"import_from" date,
	"order_settings" jsonb NOT NULL,
	"product_settings" jsonb NOT NULL,
	"shop_name" text,
	"shop_currency" text,
	"checked_at" timestamp with time zone,
	"sync_cursor" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_order_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"shopify_order_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"shopify_updated_at" timestamp with time zone NOT NULL,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"review" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD CONSTRAINT "shopify_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_order_links" ADD CONSTRAINT "shopify_order_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_order_links" ADD CONSTRAINT "shopify_order_links_connection_id_shopify_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shopify_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_sync_runs" ADD CONSTRAINT "shopify_sync_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_sync_runs" ADD CONSTRAINT "shopify_sync_runs_connection_id_shopify_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shopify_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_connections_account_key" ON "shopify_connections" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_order_links_connection_order_key" ON "shopify_order_links" USING btree ("connection_id","shopify_order_id");--> statement-breakpoint
CREATE INDEX "shopify_order_links_order_idx" ON "shopify_order_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shopify_sync_runs_connection_idx" ON "shopify_sync_runs" USING btree ("connection_id","started_at");