ALTER TABLE "order_import_changes" ADD COLUMN "version_after" integer;--> statement-breakpoint
ALTER TABLE "order_import_runs" ADD COLUMN "rollback_skipped" integer DEFAULT 0 NOT NULL;