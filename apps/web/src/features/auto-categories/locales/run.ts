/** Texts of running the rules over the catalogue now (kept apart from the rule editor's). */
export const autoCategoriesRunPl = {
  autoCategoriesRun: {
    button: 'Uruchom reguły teraz',
    confirmTitle: 'Uruchomić reguły dla całego katalogu?',
    confirmMessage:
      'Aktywne reguły zostaną zastosowane do wszystkich produktów w kolejności pozycji. Produkt bez kategorii głównej dostanie kategorię pierwszej pasującej reguły. Operacja działa w tle — możesz w tym czasie korzystać z systemu.',
    overwrite: 'Także produkty z kategorią',
    overwriteHint: 'Pierwsza pasująca reguła zastąpi obecną kategorię główną produktu.',
    confirm: 'Uruchom',
    startFailed: 'Nie udało się uruchomić reguł',
    cardTitle: 'Przypisywanie kategorii',
  },
};

export const autoCategoriesRunEn = {
  autoCategoriesRun: {
    button: 'Run rules now',
    confirmTitle: 'Run the rules over the whole catalogue?',
    confirmMessage:
      'Active rules will be applied to all products in position order. A product without a main category gets the category of the first matching rule. The run works in the background.',
    overwrite: 'Also products that have a category',
    overwriteHint: 'The first matching rule replaces the product’s current main category.',
    confirm: 'Run',
    startFailed: 'Could not start the rules',
    cardTitle: 'Assigning categories',
  },
};
