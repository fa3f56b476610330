import { useEffect } from 'react';

/**
 * A page past the end (an old link, or a narrower filter) moves to the last page there is:
 * `lastPage` is null while the count is unknown or there are no rows.
 */
export function useClampPage(
  lastPage: number | null,
  page: number,
  update: (patch: { page: number }) => void,
) {
  useEffect(() => {
    if (lastPage !== null && page > lastPage) update({ page: lastPage });
  }, [lastPage, page, update]);
}
