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
ALTER TABLE "brands" ADD CONSTRAINT "brands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpsr_companies" ADD CONSTRAINT "gpsr_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpsr_contacts" ADD CONSTRAINT "gpsr_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "suppliers_account_created_idx" ON "suppliers" USING btree ("account_id","created_at");