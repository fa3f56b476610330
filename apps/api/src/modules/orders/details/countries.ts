import { countryList, type Country } from '@zaplecze/contract/common/countries';

let polish: Country[] | undefined;

/** The country list in Polish, built once per process (the names never change while it runs). */
export function polishCountries(): Country[] {
  polish ??= countryList('pl');
  return polish;
}
