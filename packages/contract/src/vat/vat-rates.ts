/**
 * VAT rates of the 26 other EU member states (standard first, then reduced, super-reduced and
 * parking rates) in percent, compiled from the European Commission's "VAT rates applied in the
 * Member States" and the 2025 national changes (EE 24, FI 25.5/14, RO 21/11, SK 23/19). Not
 * checked against a live source at that date: re-check before each OSS quarter and update here.
 */
export const euVatRatesCheckedOn = '2025-10-01';

export interface EuCountryVatRates {
  code: string;
  name: string;
  standard: number;
  reduced: readonly number[];
}

export const euVatRates: readonly EuCountryVatRates[] = [
  { code: 'AT', name: 'Austria', standard: 20, reduced: [13, 10] },
  { code: 'BE', name: 'Belgia', standard: 21, reduced: [12, 6] },
  { code: 'BG', name: 'Bułgaria', standard: 20, reduced: [9] },
  { code: 'HR', name: 'Chorwacja', standard: 25, reduced: [13, 5] },
  { code: 'CY', name: 'Cypr', standard: 19, reduced: [9, 5, 3] },
  { code: 'CZ', name: 'Czechy', standard: 21, reduced: [12] },
  { code: 'DK', name: 'Dania', standard: 25, reduced: [] },
  { code: 'EE', name: 'Estonia', standard: 24, reduced: [13, 9] },
  { code: 'FI', name: 'Finlandia', standard: 25.5, reduced: [14, 10] },
  { code: 'FR', name: 'Francja', standard: 20, reduced: [10, 5.5, 2.1] },
  { code: 'GR', name: 'Grecja', standard: 24, reduced: [13, 6] },
  { code: 'ES', name: 'Hiszpania', standard: 21, reduced: [10, 4] },
  { code: 'NL', name: 'Holandia', standard: 21, reduced: [9] },
  { code: 'IE', name: 'Irlandia', standard: 23, reduced: [13.5, 9, 4.8] },
  { code: 'LT', name: 'Litwa', standard: 21, reduced: [9, 5] },
  { code: 'LU', name: 'Luksemburg', standard: 17, reduced: [14, 8, 3] },
  { code: 'LV', name: 'Łotwa', standard: 21, reduced: [12, 5] },
  { code: 'MT', name: 'Malta', standard: 18, reduced: [7, 5] },
  { code: 'DE', name: 'Niemcy', standard: 19, reduced: [7] },
  { code: 'PT', name: 'Portugalia', standard: 23, reduced: [13, 6] },
  { code: 'RO', name: 'Rumunia', standard: 21, reduced: [11] },
  { code: 'SK', name: 'Słowacja', standard: 23, reduced: [19, 5] },
  { code: 'SI', name: 'Słowenia', standard: 22, reduced: [9.5, 5] },
  { code: 'SE', name: 'Szwecja', standard: 25, reduced: [12, 6] },
  { code: 'HU', name: 'Węgry', standard: 27, reduced: [18, 5] },
  { code: 'IT', name: 'Włochy', standard: 22, reduced: [10, 5, 4] },
];

/** A country's rates as mapping keys ("5.5"), standard first. */
export function countryRateKeys(country: EuCountryVatRates): string[] {
  return [country.standard, ...country.reduced].map(String);
}
