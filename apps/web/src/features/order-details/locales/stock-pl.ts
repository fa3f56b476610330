/** Texts of the catalogue search and the order's warehouse (registered by those components). */
export const orderStockPl = {
  orderDetails: {
    catalog: {
      search: 'Szukaj w katalogu',
      placeholder: 'Nazwa, SKU lub EAN',
      hint: 'Wybierz produkt z katalogu albo wpisz pozycję ręcznie poniżej.',
      noResults: 'Brak wyników',
      failed: 'Nie udało się przeszukać katalogu',
      available: 'dostępne: {{count}}',
      noPrice: 'brak ceny',
      linked: 'Z katalogu: {{sku}}',
      unlink: 'Odłącz od katalogu',
      taxFromCatalog: 'Stawka VAT z katalogu: {{rate}}% (ustawi ją serwer)',
    },
    warehouse: {
      label: 'Magazyn',
      none: 'Bez magazynu',
      failed: 'Nie udało się zmienić magazynu zamówienia',
    },
  },
};
