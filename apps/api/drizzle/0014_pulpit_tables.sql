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
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_account_sent_idx" ON "order_shipments" USING btree ("account_id","sent_at");