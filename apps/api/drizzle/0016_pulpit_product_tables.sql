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
CREATE TABLE "order_product_stats_pending" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cancelled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_product_daily_stats" ADD CONSTRAINT "order_product_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;