CREATE TABLE "location_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"available_for_sale" boolean DEFAULT true NOT NULL,
	"mode" text NOT NULL,
	"group" text,
	"description" text,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"system_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_category_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"condition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"label_pl" text,
	"label_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"group_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"used_in_variants" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_generators" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"pattern" text NOT NULL,
	"next_number" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gpsr_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nip" text DEFAULT '' NOT NULL,
	"krs" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"building_number" text DEFAULT '' NOT NULL,
	"flat_number" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gpsr_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"form_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"nip" text DEFAULT '' NOT NULL,
	"krs" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"building_number" text DEFAULT '' NOT NULL,
	"flat_number" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_counters" (
	"account_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_return_counters_account_id_year_pk" PRIMARY KEY("account_id","year")
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"order_product_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_grosze" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "package_size" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "location_types" ADD CONSTRAINT "location_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_type_id_location_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."location_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_category_rules" ADD CONSTRAINT "auto_category_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_groups" ADD CONSTRAINT "parameter_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_group_id_parameter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."parameter_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_generators" ADD CONSTRAINT "sku_generators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_warehouses" ADD CONSTRAINT "price_list_warehouses_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_warehouses" ADD CONSTRAINT "price_list_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_base_price_list_id_price_lists_id_fk" FOREIGN KEY ("base_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sets_settings" ADD CONSTRAINT "sets_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_settings" ADD CONSTRAINT "vat_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_default_price_list_id_price_lists_id_fk" FOREIGN KEY ("default_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_cancellation_status_id_order_statuses_id_fk" FOREIGN KEY ("cancellation_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpsr_companies" ADD CONSTRAINT "gpsr_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpsr_contacts" ADD CONSTRAINT "gpsr_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_counters" ADD CONSTRAINT "order_return_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_product_id_order_products_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_types_account_name_idx" ON "location_types" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_warehouse_code_key" ON "locations" USING btree ("account_id","warehouse_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_account_system_id_key" ON "locations" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE INDEX "locations_account_code_idx" ON "locations" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_category_rules_account_name_key" ON "auto_category_rules" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "auto_category_rules_account_position_idx" ON "auto_category_rules" USING btree ("account_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_account_key_key" ON "custom_fields" USING btree ("account_id","key");--> statement-breakpoint
CREATE INDEX "custom_fields_account_position_idx" ON "custom_fields" USING btree ("account_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_groups_account_name_key" ON "parameter_groups" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_parameters_account_name_key" ON "product_parameters" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_parameters_group_idx" ON "product_parameters" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "price_list_warehouses_warehouse_idx" ON "price_list_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_hierarchy_key" ON "price_lists" USING btree ("account_id","hierarchy");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_system_id_key" ON "price_lists" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_account_default_key" ON "price_lists" USING btree ("account_id") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE INDEX "price_lists_base_idx" ON "price_lists" USING btree ("base_price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_hierarchy_key" ON "warehouses" USING btree ("account_id","hierarchy_position");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_system_id_key" ON "warehouses" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_account_default_key" ON "warehouses" USING btree ("account_id") WHERE "warehouses"."is_default";--> statement-breakpoint
CREATE INDEX "warehouses_price_list_idx" ON "warehouses" USING btree ("default_price_list_id");--> statement-breakpoint
CREATE INDEX "warehouses_cancellation_status_idx" ON "warehouses" USING btree ("cancellation_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_account_name_key" ON "brands" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "brands_account_created_idx" ON "brands" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gpsr_companies_account_name_key" ON "gpsr_companies" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "gpsr_companies_account_nip_idx" ON "gpsr_companies" USING btree ("account_id","nip");--> statement-breakpoint
CREATE INDEX "gpsr_contacts_account_name_idx" ON "gpsr_contacts" USING btree ("account_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "producers_account_name_key" ON "producers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "producers_account_created_idx" ON "producers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_account_name_key" ON "product_categories" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_account_created_idx" ON "product_categories" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_account_name_key" ON "suppliers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_account_nip_key" ON "suppliers" USING btree ("account_id","nip") WHERE "suppliers"."nip" <> '';--> statement-breakpoint
CREATE INDEX "suppliers_account_created_idx" ON "suppliers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "order_return_lines_return_idx" ON "order_return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_product_idx" ON "order_return_lines" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "order_returns_account_created_idx" ON "order_returns" USING btree ("account_id","created_at");