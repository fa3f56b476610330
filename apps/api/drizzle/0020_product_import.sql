CREATE TABLE "import_changes" (
	"run_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"created" boolean NOT NULL,
	"previous" jsonb NOT NULL,
	"next" jsonb NOT NULL,
	"version_after" integer NOT NULL,
	CONSTRAINT "import_changes_run_id_product_id_pk" PRIMARY KEY("run_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "import_rejected_rows" (
	"run_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"field" text NOT NULL,
	"reason" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"schedule_id" uuid,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text,
	"format" text NOT NULL,
	"file_path" text NOT NULL,
	"header" jsonb NOT NULL,
	"stage" text DEFAULT 'mapping' NOT NULL,
	"status" text,
	"message" text,
	"mapping" jsonb,
	"import_mode" text,
	"product_identifier" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text NOT NULL,
	"interval_unit" text NOT NULL,
	"interval_value" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'CSV' NOT NULL,
	"import_mode" text NOT NULL,
	"product_identifier" text NOT NULL,
	"mapping_context" text DEFAULT 'Product' NOT NULL,
	"field_mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rejected_rows" ADD CONSTRAINT "import_rejected_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_schedule_id_import_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."import_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_schedules" ADD CONSTRAINT "import_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_schedules" ADD CONSTRAINT "import_schedules_template_id_import_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."import_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_templates" ADD CONSTRAINT "import_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rejected_rows_run_idx" ON "import_rejected_rows" USING btree ("run_id","line");--> statement-breakpoint
CREATE INDEX "import_runs_account_created_idx" ON "import_runs" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "import_schedules_account_idx" ON "import_schedules" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "import_schedules_due_idx" ON "import_schedules" USING btree ("next_run_at") WHERE "import_schedules"."is_active";--> statement-breakpoint
CREATE INDEX "import_templates_account_idx" ON "import_templates" USING btree ("account_id","name");