-- Accounts created before order statuses existed get the default set of
-- src/modules/order-statuses/defaults.ts: three groups, eight statuses, the coded ones protected.
WITH "new_groups" AS (
  INSERT INTO "order_status_groups" ("account_id", "name", "position")
  SELECT a."id", g."name", g."position"
  FROM "accounts" a
  CROSS JOIN (VALUES ('Do realizacji', 1), ('W realizacji', 2), ('Zakończone', 3)) AS g("name", "position")
  WHERE NOT EXISTS (SELECT 1 FROM "order_statuses" s WHERE s."account_id" = a."id")
    AND NOT EXISTS (SELECT 1 FROM "order_status_groups" sg WHERE sg."account_id" = a."id")
  RETURNING "id", "account_id", "name"
)
INSERT INTO "order_statuses" ("account_id", "group_id", "internal_name", "external_name", "color", "position", "is_protected", "code")
SELECT g."account_id", g."id", s."internal_name", s."external_name"::jsonb, s."color", s."position", s."code" IS NOT NULL, s."code"
FROM "new_groups" g
JOIN (VALUES
  ('Do realizacji', 'Nowe', '{"pl":"Nowe","en":"New","de":"Neu"}', '#3357FF', 1, 'new'),
  ('Do realizacji', 'Oczekuje na płatność', '{"pl":"Oczekuje na płatność","en":"Awaiting payment","de":"Zahlung ausstehend"}', '#F3FF33', 2, NULL),
  ('W realizacji', 'W realizacji', '{"pl":"W realizacji","en":"Processing","de":"In Bearbeitung"}', '#FF8033', 1, 'processing'),
  ('W realizacji', 'Gotowe do wysyłki', '{"pl":"Gotowe do wysyłki","en":"Ready to ship","de":"Versandbereit"}', '#8033FF', 2, NULL),
  ('W realizacji', 'Wysłane', '{"pl":"Wysłane","en":"Shipped","de":"Versendet"}', '#33FFF3', 3, NULL),
  ('Zakończone', 'Dostarczone', '{"pl":"Dostarczone","en":"Delivered","de":"Zugestellt"}', '#33FF57', 1, 'completed'),
  ('Zakończone', 'Anulowane', '{"pl":"Anulowane","en":"Cancelled","de":"Storniert"}', '#FF5733', 2, 'cancelled'),
  ('Zakończone', 'Zwrócone', '{"pl":"Zwrócone","en":"Returned","de":"Zurückgesendet"}', '#FF3380', 3, NULL)
) AS s("group_name", "internal_name", "external_name", "color", "position", "code") ON s."group_name" = g."name";
