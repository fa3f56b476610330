export const magazineConfigurationEn = {
  magazineConfiguration: {
    title: 'Warehouse configuration',
    subtitle: 'Your company’s warehouses, locations, price lists, sets and VAT rates.',
    tabs: {
      magazyny: 'Warehouses',
      localization: 'Locations',
      'price-lists': 'Price lists',
      sets: 'Sets',
      vat: 'VAT',
    },
  },
};
