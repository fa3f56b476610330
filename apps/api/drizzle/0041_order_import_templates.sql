CREATE TABLE "order_import_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"interval_unit" text NOT NULL,
	"interval_value" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_import_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'CSV' NOT NULL,
	"identifier" text NOT NULL,
	"mode" text NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_import_schedules" ADD CONSTRAINT "order_import_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_schedules" ADD CONSTRAINT "order_import_schedules_template_id_order_import_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."order_import_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_templates" ADD CONSTRAINT "order_import_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_import_schedules_account_idx" ON "order_import_schedules" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "order_import_schedules_due_idx" ON "order_import_schedules" USING btree ("next_run_at") WHERE "order_import_schedules"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "order_import_templates_name_idx" ON "order_import_templates" USING btree ("account_id","name");