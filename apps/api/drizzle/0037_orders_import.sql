CREATE TABLE "order_import_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_import_rejected_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"key" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text,
	"status" text DEFAULT 'mapping' NOT NULL,
	"file_name" text NOT NULL,
	"url" text,
	"format" text NOT NULL,
	"profile" text,
	"identifier" text DEFAULT 'external' NOT NULL,
	"mode" text DEFAULT 'addAndUpdate' NOT NULL,
	"header" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"counts" jsonb DEFAULT '{"created":0,"updated":0,"unchanged":0,"rejected":0}'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_import_changes" ADD CONSTRAINT "order_import_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_changes" ADD CONSTRAINT "order_import_changes_run_id_order_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."order_import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_rejected_rows" ADD CONSTRAINT "order_import_rejected_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_rejected_rows" ADD CONSTRAINT "order_import_rejected_rows_run_id_order_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."order_import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_runs" ADD CONSTRAINT "order_import_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_import_changes_run_idx" ON "order_import_changes" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "order_import_rejected_rows_run_idx" ON "order_import_rejected_rows" USING btree ("run_id","line");--> statement-breakpoint
CREATE INDEX "order_import_runs_account_idx" ON "order_import_runs" USING btree ("account_id","created_at");