CREATE TABLE "event_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint,
	"status_class" smallint,
	"method" text,
	"path" text,
	"route" text,
	"duration_ms" integer,
	"key_id" uuid,
	"key_name" text,
	"ip" text,
	"request_id" text,
	"subscription_id" uuid,
	"event_id" text,
	"event_type" text,
	"url" text,
	"attempt" integer,
	"ok" boolean,
	"error" text,
	"source" text,
	"level" text,
	"message" text,
	"subject" text
);
--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_log_account_created_idx" ON "event_log" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_log_kind_created_idx" ON "event_log" USING btree ("account_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "event_log_key_created_idx" ON "event_log" USING btree ("account_id","key_id","created_at","id") WHERE "event_log"."key_id" is not null;--> statement-breakpoint
CREATE INDEX "event_log_status_created_idx" ON "event_log" USING btree ("account_id","kind","status_class","created_at","id") WHERE "event_log"."status_class" is not null;--> statement-breakpoint
CREATE INDEX "event_log_subscription_created_idx" ON "event_log" USING btree ("account_id","subscription_id","created_at","id") WHERE "event_log"."subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "event_log_level_created_idx" ON "event_log" USING btree ("account_id","level","created_at","id") WHERE "event_log"."level" is not null;--> statement-breakpoint
CREATE INDEX "event_log_created_brin" ON "event_log" USING brin ("created_at");--> statement-breakpoint
-- hand-written
-- "Path contains" (ILIKE '%…%') finds a rare fragment through a trigram index where pg_trgm exists
-- (0008 installs it when it can; PGlite goes without and scans, docs/decisions/event-log.md).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX event_log_path_trgm ON event_log USING gin (path gin_trgm_ops) WHERE path IS NOT NULL;
  END IF;
END
$$;
