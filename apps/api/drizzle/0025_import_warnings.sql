ALTER TABLE "import_rejected_rows" ADD COLUMN "severity" text DEFAULT 'error' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "field_error_policy" text DEFAULT 'skipField' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "warnings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_templates" ADD COLUMN "field_error_policy" text DEFAULT 'skipField' NOT NULL;
