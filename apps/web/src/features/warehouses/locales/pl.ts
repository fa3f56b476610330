export const magazineConfigurationPl = {
  magazineConfiguration: {
    title: 'Konfiguracja magazynu',
    subtitle: 'Magazyny, lokalizacje, cenniki, zestawy i stawki VAT Twojej firmy.',
    tabs: {
      magazyny: 'Magazyny',
      localization: 'Lokalizacje',
      'price-lists': 'Cenniki',
      sets: 'Zestawy',
      vat: 'VAT',
    },
  },
};
