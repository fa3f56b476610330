import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CategoryList } from '@zaplecze/contract/categories/categories';
import { api } from '../lib/api-client';

interface Props {
  label: string;
  value: string | null;
  /** The name of the chosen category when it is known, so it shows before any search. */
  valueLabel?: string | null | undefined;
  onChange(id: string | null, name: string | null): void;
  error?: string | undefined;
  description?: string | undefined;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/** A main category of the account, searched by name on the server (an account may have thousands). */
export function CategorySelect({
  label,
  value,
  valueLabel,
  onChange,
  error,
  description,
  withAsterisk,
  clearable,
}: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState(value && valueLabel ? { value, label: valueLabel } : null);
  const found = useQuery({
    queryKey: ['category-select', debounced],
    queryFn: ({ signal }) =>
      api.get<CategoryList>('/api/Product/categories', { search: debounced, size: 50, sort: 'name' }, signal),
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => {
    const options = (found.data?.data ?? []).map((category) => ({
      value: category.id,
      label: category.name,
    }));
    if (chosen && chosen.value === value && !options.some((option) => option.value === chosen.value))
      options.unshift(chosen);
    return options;
  }, [found.data, chosen, value]);

  return (
    <Select
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      clearable={clearable}
      searchable
      data={data}
      value={value}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Wyszukiwanie…' : 'Brak kategorii'}
      onChange={(id, option) => {
        const name = option?.label ?? null;
        setChosen(id && name ? { value: id, label: name } : null);
        onChange(id, name);
      }}
      error={error}
    />
  );
}
