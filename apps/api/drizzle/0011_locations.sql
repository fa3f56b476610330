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
ALTER TABLE "location_types" ADD CONSTRAINT "location_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_type_id_location_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."location_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_types_account_name_idx" ON "location_types" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_warehouse_code_key" ON "locations" USING btree ("account_id","warehouse_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_account_system_id_key" ON "locations" USING btree ("account_id","system_id");--> statement-breakpoint
CREATE INDEX "locations_account_code_idx" ON "locations" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type_id");