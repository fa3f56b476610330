import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const searchDebounceMs = 300;

/**
 * Page, page size, sort and search of a server-side list. The search is sent 300 ms after the
 * last keystroke (spec 002 §2.6); a new search, size or sort starts again from page 1.
 */
export function useListState(defaultLimit: number, defaultSort = 'name') {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(defaultLimit);
  const [sort, setSortState] = useState(defaultSort);
  const [searchText, setSearchTextState] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), searchDebounceMs);
  const [searched, setSearched] = useState(search);
  // The page goes back to 1 when the debounced search (not each keystroke) changes.
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  return {
    page,
    limit,
    sort,
    search,
    searchText,
    setPage,
    setSearchText: setSearchTextState,
    setLimit: (value: number) => {
      setLimitState(value);
      setPage(1);
    },
    setSort: (value: string) => {
      setSortState(value);
      setPage(1);
    },
    /** Back to the first page with no search (the GPSR tab change). */
    reset: () => {
      setSearchTextState('');
      setSearched('');
      setPage(1);
    },
  };
}
export type ListState = ReturnType<typeof useListState>;
