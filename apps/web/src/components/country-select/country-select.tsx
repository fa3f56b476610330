import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries } from './get-countries';

/** A searchable select of every country the server knows (ISO codes with Polish names). */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const countries = useCountries();
  const data = useMemo(
    () => (countries.data?.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countries.data],
  );
  return <Select searchable {...props} data={data} disabled={countries.isLoading || props.disabled} />;
}
