CREATE TABLE "order_import_rows" (
	"account_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "order_import_rows_account_id_run_id_seq_pk" PRIMARY KEY("account_id","run_id","seq")
);
--> statement-breakpoint
ALTER TABLE "order_import_rows" ADD CONSTRAINT "order_import_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_rows" ADD CONSTRAINT "order_import_rows_run_id_order_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."order_import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_import_rows" ("account_id", "run_id", "seq", "line", "values")
SELECT "r"."account_id", "r"."id", ("t"."ord" - 1)::integer, ("t"."elem"->>'line')::integer, "t"."elem"->'values'
FROM "order_import_runs" "r", jsonb_array_elements("r"."rows") WITH ORDINALITY AS "t"("elem", "ord");--> statement-breakpoint
ALTER TABLE "order_import_runs" DROP COLUMN "rows";