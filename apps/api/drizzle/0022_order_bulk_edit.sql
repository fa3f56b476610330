ALTER TABLE "order_bulk_jobs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "order_bulk_jobs" ADD COLUMN "skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_bulk_jobs" ADD COLUMN "skips" jsonb DEFAULT '[]'::jsonb NOT NULL;