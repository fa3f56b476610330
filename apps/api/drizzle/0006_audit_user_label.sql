ALTER TABLE "audit_log" ADD COLUMN "user_label" text;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD COLUMN "last_used_step" bigint;--> statement-breakpoint
UPDATE "audit_log" a SET "user_label" = coalesce(nullif(u."display_name", ''), u."username") FROM "users" u WHERE u."id" = a."user_id";
