CREATE TABLE "dpd_bulk_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text,
	"order_ids" uuid[] NOT NULL,
	"options" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_file_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dpd_bulk_runs" ADD CONSTRAINT "dpd_bulk_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpd_bulk_runs" ADD CONSTRAINT "dpd_bulk_runs_label_file_id_library_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dpd_bulk_runs_account_idx" ON "dpd_bulk_runs" USING btree ("account_id","created_at");