CREATE TABLE "shopify_push_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"stock_due" boolean DEFAULT false NOT NULL,
	"price_due" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_push_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"stock" integer DEFAULT 0 NOT NULL,
	"prices" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD COLUMN "push_cursor" bigint;--> statement-breakpoint
ALTER TABLE "shopify_push_items" ADD CONSTRAINT "shopify_push_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_push_items" ADD CONSTRAINT "shopify_push_items_connection_id_shopify_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shopify_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_push_runs" ADD CONSTRAINT "shopify_push_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_push_runs" ADD CONSTRAINT "shopify_push_runs_connection_id_shopify_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."shopify_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopify_push_items_connection_product_key" ON "shopify_push_items" USING btree ("connection_id","product_id");--> statement-breakpoint
CREATE INDEX "shopify_push_items_due_idx" ON "shopify_push_items" USING btree ("connection_id","next_at");--> statement-breakpoint
CREATE INDEX "shopify_push_runs_connection_idx" ON "shopify_push_runs" USING btree ("connection_id","started_at");