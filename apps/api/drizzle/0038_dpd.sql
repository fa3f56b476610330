CREATE TABLE "dpd_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"login" text NOT NULL,
	"password_cipher" text NOT NULL,
	"fid" integer NOT NULL,
	"master_fid" integer NOT NULL,
	"environment" text NOT NULL,
	"label_format" text DEFAULT 'A4' NOT NULL,
	"sender_name" text NOT NULL,
	"sender_company" text,
	"sender_address" text NOT NULL,
	"sender_city" text NOT NULL,
	"sender_postal_code" text NOT NULL,
	"sender_phone" text NOT NULL,
	"sender_email" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_check_at" timestamp with time zone,
	"last_check_ok" boolean,
	"last_check_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dpd_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" uuid,
	"package_id" bigint NOT NULL,
	"waybills" text[] NOT NULL,
	"environment" text NOT NULL,
	"cod_amount_grosze" bigint,
	"label_file_id" uuid,
	"protocol_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dpd_connections" ADD CONSTRAINT "dpd_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpd_packages" ADD CONSTRAINT "dpd_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpd_packages" ADD CONSTRAINT "dpd_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpd_packages" ADD CONSTRAINT "dpd_packages_label_file_id_library_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dpd_packages" ADD CONSTRAINT "dpd_packages_protocol_file_id_library_files_id_fk" FOREIGN KEY ("protocol_file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dpd_connections_account_idx" ON "dpd_connections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "dpd_packages_account_order_idx" ON "dpd_packages" USING btree ("account_id","order_id");--> statement-breakpoint
CREATE INDEX "dpd_packages_account_created_idx" ON "dpd_packages" USING btree ("account_id","created_at");