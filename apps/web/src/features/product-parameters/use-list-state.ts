import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Page, page size and a search that reaches the server 300 ms after the last key and starts at page 1. */
export function useListState(defaultLimit = 20) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaultLimit);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }
  return {
    query: { page, limit, search },
    searchInput,
    setSearchInput,
    setPage,
    setLimit: (value: number) => {
      setLimit(value);
      setPage(1);
    },
  };
}
