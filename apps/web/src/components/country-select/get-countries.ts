import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryList } from '@zaplecze/contract/common/countries';
import { api } from '../../lib/api-client';

export const countryKeys = { all: ['countries'] as const };

export function getCountries(): Promise<CountryList> {
  return api.get<CountryList>('/api/countries');
}

/** The list never changes while the app runs. */
export function countriesQuery() {
  return queryOptions({ queryKey: countryKeys.all, queryFn: getCountries, staleTime: Infinity });
}

export function useCountries() {
  return useQuery(countriesQuery());
}

/** The country's name, or its code while the list loads or for a code the list lacks. */
export function useCountryName(): (code: string | null | undefined) => string {
  const countries = useCountries();
  return (code) => {
    if (!code) return '';
    return countries.data?.data.find((country) => country.code === code.toUpperCase())?.name ?? code;
  };
}
