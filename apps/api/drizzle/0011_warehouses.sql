CREATE TABLE "price_list_warehouses" (
	"price_list_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	CONSTRAINT "price_list_warehouses_price_list_id_warehouse_id_pk" PRIMARY KEY("price_list_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"base_price_list_id" uuid,
	"multiplier" numeric(10, 4) DEFAULT '1' NOT NULL,
	"additional_value" integer DEFAULT 0 NOT NULL,
	"hierarchy" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"variant_price_config" text DEFAULT 'lowest' NOT NULL,
	"set_settings" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sets_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"price_calculation" text DEFAULT 'brutto' NOT NULL,
	"oss_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"hierarchy_position" integer NOT NULL,
	"default_price_list_id" uuid,
	"allow_negative_stock" boolean DEFAULT false NOT NULL,
	"reservation_timing" text DEFAULT 'onOrderCreate' NOT NULL,
	"cancellation_status_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_warehouses" ADD CONSTRAINT "price_list_warehouses_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_warehouses" ADD CONSTRAINT "price_list_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_base_price_list_id_price_lists_id_fk" FOREIGN KEY ("base_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sets_settings" ADD CONSTRAINT "sets_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_settings" ADD CONSTRAINT "vat_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_default_price_list_id_price_lists_id_fk" FOREIGN KEY ("default_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_cancellation_status_id_order_statuses_id_fk" FOREIGN KEY ("cancellation_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_warehouses_warehouse_idx" ON "price_list_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_hierarchy_key" ON "price_lists" USING btree ("account_id","hierarchy");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_system_id_key" ON "price_lists" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_default_key" ON "price_lists" USING btree ("account_id") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE INDEX "price_lists_base_idx" ON "price_lists" USING btree ("base_price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_hierarchy_key" ON "warehouses" USING btree ("account_id","hierarchy_position");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_system_id_key" ON "warehouses" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_default_key" ON "warehouses" USING btree ("account_id") WHERE "warehouses"."is_default";--> statement-breakpoint
CREATE INDEX "warehouses_price_list_idx" ON "warehouses" USING btree ("default_price_list_id");--> statement-breakpoint
CREATE INDEX "warehouses_cancellation_status_idx" ON "warehouses" USING btree ("cancellation_status_id");