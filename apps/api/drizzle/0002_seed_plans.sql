-- The four subscription plans of spec 000 §9 (monthly, net, PLN). Limits: null = unlimited;
-- imports per day; updates = minutes between automatic updates; staff = accounts besides the admin.
INSERT INTO "plans" ("id", "name", "price", "description", "features", "limits", "additional_info", "is_popular", "is_free", "trial_days", "sort_order") VALUES
('basic', 'Profil 1 Basic', 49.00, 'Dla małych sklepów, które zaczynają sprzedaż online.',
 '["Do 500 zamówień i 500 produktów", "Import 1 raz dziennie", "1 adres URL importu", "Aktualizacja co 2 godziny", "Ręczne odświeżenie 2 razy dziennie", "1 konto administratora", "3 moduły"]',
 '{"orders": 500, "products": 500, "imports": 1, "urls": 1, "updates": 120, "manual": {"count": 2, "period": "day"}, "staff": 0, "modules": 3}',
 '["Dodatkowe moduły: +100 zł", "Częstsze aktualizacje: od +150 zł do +500 zł"]',
 false, false, NULL, 1),
('extended', 'Profil 2 Extended', 149.00, 'Dla rosnących sklepów z kilkoma pracownikami.',
 '["1000 zamówień i 1000 produktów", "Import 2 razy dziennie", "2 adresy URL importu", "Aktualizacja co godzinę", "Ręczne odświeżenie 2 razy dziennie", "Do 3 kont pracowników", "5 modułów"]',
 '{"orders": 1000, "products": 1000, "imports": 2, "urls": 2, "updates": 60, "manual": {"count": 2, "period": "day"}, "staff": 3, "modules": 5}',
 '["Dodatkowe moduły: +50 zł", "Aktualizacje co 30 minut: +500 zł"]',
 true, false, NULL, 2),
('professional', 'Profil 3 Professional', 449.00, 'Dla dużych sklepów i hurtowni o wysokim wolumenie sprzedaży.',
 '["10 000 zamówień i 10 000 produktów", "Import co godzinę", "Nielimitowana liczba adresów URL importu", "Aktualizacja co 30 minut", "Ręczne odświeżenie 4 razy na godzinę", "Nielimitowana liczba kont pracowników", "20 modułów"]',
 '{"orders": 10000, "products": 10000, "imports": 24, "urls": null, "updates": 30, "manual": {"count": 4, "period": "hour"}, "staff": null, "modules": 20}',
 '["Dodatkowe moduły: +50 zł", "Aktualizacje co 15 minut: +500 zł", "Tryb live (jeśli API na to pozwala): +1000 zł"]',
 false, false, NULL, 3),
('free', 'Free', 0.00, 'Wypróbuj Zaplecze bez opłat przez 14 dni.',
 '["14-dniowy okres próbny", "Globalny limit 150 000 produktów", "Import 4 razy dziennie", "4 adresy URL importu", "Aktualizacja co 15 minut", "Ręczne odświeżenie 4 razy na godzinę"]',
 '{"orders": null, "products": 150000, "imports": 4, "urls": 4, "updates": 15, "manual": {"count": 4, "period": "hour"}, "staff": null, "modules": null}',
 '["Okres próbny może przedłużyć obsługa klienta", "Po okresie próbnym konto działa w trybie tylko do odczytu"]',
 false, true, 14, 4)
ON CONFLICT ("id") DO UPDATE SET
  "name" = EXCLUDED."name", "price" = EXCLUDED."price", "description" = EXCLUDED."description",
  "features" = EXCLUDED."features", "limits" = EXCLUDED."limits", "additional_info" = EXCLUDED."additional_info",
  "is_popular" = EXCLUDED."is_popular", "is_free" = EXCLUDED."is_free", "trial_days" = EXCLUDED."trial_days",
  "sort_order" = EXCLUDED."sort_order";
