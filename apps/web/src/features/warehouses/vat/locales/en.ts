import type { vatPl } from './pl';

export const vatEn: typeof vatPl = {
  vat: {
    title: 'VAT configuration',
    subtitle:
      'VAT rates of the registration country, price calculation and the VAT OSS rate mapping for EU sales.',
    loading: 'Loading VAT configuration...',
    loadError: 'Could not load the VAT configuration',
    ratesTitle: 'VAT rates in the registration country (Poland)',
    columns: {
      name: 'Name',
      rate: 'Rate',
      default: 'Default',
      country: 'Country',
      mapping: 'Country rates → Polish rate',
    },
    defaultBadge: 'Default',
    calculationTitle: 'Price calculation',
    calculation: {
      netto: 'Net – product prices are entered without VAT',
      brutto: 'Gross – product prices are entered with VAT',
    },
    ossTitle: 'VAT OSS rate mapping',
    ossHint:
      'For each EU country rate choose the Polish rate you use for the same goods. Rates as of {{date}}.',
    search: 'Search country',
    noResults: 'No results',
    standard: 'standard',
    reduced: 'reduced',
    rateLabel: '{{country}}: {{rate}}% rate',
    notMapped: 'Not chosen',
    saveMapping: 'Save mapping',
    unsaved: 'You have unsaved mapping changes.',
    notify: {
      calculationError: 'Could not save the price calculation',
      mappingError: 'Could not save the VAT OSS rate mapping',
    },
  },
};
