CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"predefined" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenges_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file" text;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_account_name_lower_key" ON "roles" USING btree ("account_id",lower("name"));--> statement-breakpoint
-- Every existing account gets the predefined roles; its users become administrators, because
-- until now each account had only the user who registered it.
INSERT INTO "roles" ("account_id", "name", "description", "predefined", "is_admin", "permissions")
SELECT a."id", r.name, r.description, true, r.is_admin, r.permissions
FROM "accounts" a CROSS JOIN (VALUES
  ('Administrator', 'Pełny dostęp do wszystkich modułów i administracja kontem.', true, ARRAY['ticket.read', 'ticket.create', 'ticket.approve', 'ticket.comment', 'oms.read', 'oms.edit', 'oms.delete', 'oms.export', 'wms.read', 'wms.edit', 'wms.inventory', 'pim.read', 'pim.edit', 'pim.delete', 'pim.publish', 'pos.read', 'pos.sales', 'pos.reports', 'pos.returns']::text[]),
  ('Kierownik', 'Pełny dostęp do modułów bez administracji kontem.', false, ARRAY['ticket.read', 'ticket.create', 'ticket.approve', 'ticket.comment', 'oms.read', 'oms.edit', 'oms.delete', 'oms.export', 'wms.read', 'wms.edit', 'wms.inventory', 'pim.read', 'pim.edit', 'pim.delete', 'pim.publish', 'pos.read', 'pos.sales', 'pos.reports', 'pos.returns']::text[]),
  ('Magazynier', 'Magazyn i inwentaryzacja; podgląd zamówień i produktów.', false, ARRAY['wms.read', 'wms.edit', 'wms.inventory', 'oms.read', 'pim.read']::text[]),
  ('Sprzedawca', 'Obsługa zamówień i sprzedaży w punkcie; podgląd produktów.', false, ARRAY['oms.read', 'oms.edit', 'pos.read', 'pos.sales', 'pos.returns', 'pim.read']::text[]),
  ('Obsługa klienta', 'Zgłoszenia klientów oraz podgląd i edycja zamówień.', false, ARRAY['ticket.read', 'ticket.create', 'ticket.comment', 'oms.read', 'oms.edit']::text[])
) AS r(name, description, is_admin, permissions);--> statement-breakpoint
UPDATE "users" u SET "role_id" = r."id" FROM "roles" r WHERE r."account_id" = u."account_id" AND r."is_admin";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");