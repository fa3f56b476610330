export const vatPl = {
  vat: {
    title: 'Konfiguracja VAT',
    subtitle:
      'Stawki VAT kraju rejestracji, sposób liczenia cen i mapowanie stawek VAT OSS dla sprzedaży do krajów UE.',
    loading: 'Ładowanie konfiguracji VAT...',
    loadError: 'Nie udało się pobrać konfiguracji VAT',
    ratesTitle: 'Stawki VAT w kraju rejestracji (Polska)',
    columns: {
      name: 'Nazwa',
      rate: 'Stawka',
      default: 'Domyślna',
      country: 'Kraj',
      mapping: 'Stawki kraju → stawka polska',
    },
    defaultBadge: 'Domyślna',
    calculationTitle: 'Sposób liczenia cen',
    calculation: {
      netto: 'Netto – ceny produktów podaję bez VAT',
      brutto: 'Brutto – ceny produktów podaję z VAT',
    },
    ossTitle: 'Mapowanie stawek VAT OSS',
    ossHint:
      'Dla każdej stawki kraju UE wybierz stawkę polską, której używasz dla tych samych towarów. Stawki według stanu na {{date}}.',
    search: 'Szukaj kraju',
    noResults: 'Brak wyników',
    standard: 'podstawowa',
    reduced: 'obniżona',
    rateLabel: '{{country}}: stawka {{rate}}%',
    notMapped: 'Nie wybrano',
    saveMapping: 'Zapisz mapowanie',
    unsaved: 'Masz niezapisane zmiany mapowania.',
    notify: {
      calculationError: 'Nie udało się zapisać sposobu liczenia cen',
      mappingError: 'Nie udało się zapisać mapowania stawek VAT OSS',
    },
  },
};
