CREATE TABLE "order_status_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid,
	"internal_name" text NOT NULL,
	"external_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_groups" ADD CONSTRAINT "order_status_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_group_id_order_status_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_status_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_groups_account_idx" ON "order_status_groups" USING btree ("account_id","position");--> statement-breakpoint
CREATE INDEX "order_statuses_account_group_idx" ON "order_statuses" USING btree ("account_id","group_id","position");--> statement-breakpoint
CREATE INDEX "order_statuses_group_idx" ON "order_statuses" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_account_code_key" ON "order_statuses" USING btree ("account_id","code") WHERE "order_statuses"."code" is not null;