import { useCallback, useMemo, useState } from 'react';
import type { OrderMatching } from '@zaplecze/contract/orders/orders-bulk';

const nothing: ReadonlySet<string> = new Set();

/**
 * Rows ticked by hand, or — after 'zaznacz wszystkie N pasujących' — every order matching the
 * list's criteria, which bulk actions then send as a filter instead of ids.
 */
export function useSelection(criteriaKey: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string>; allMatching: boolean }>({
    key: criteriaKey,
    ids: nothing,
    allMatching: false,
  });
  // Other criteria mean other rows: a selection never outlives the list it was made on.
  const current = state.key === criteriaKey ? state : { key: criteriaKey, ids: nothing, allMatching: false };

  const toggle = useCallback(
    (id: string) =>
      setState((previous) => {
        const ids = new Set(previous.key === criteriaKey ? previous.ids : []);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: criteriaKey, ids, allMatching: false };
      }),
    [criteriaKey],
  );
  const setMany = useCallback(
    (list: string[], select: boolean) =>
      setState((previous) => {
        const ids = new Set(previous.key === criteriaKey ? previous.ids : []);
        for (const id of list) {
          if (select) ids.add(id);
          else ids.delete(id);
        }
        return { key: criteriaKey, ids, allMatching: false };
      }),
    [criteriaKey],
  );
  const selectAllMatching = useCallback(
    () => setState((previous) => ({ ...previous, key: criteriaKey, allMatching: true })),
    [criteriaKey],
  );
  const clear = useCallback(
    () => setState({ key: criteriaKey, ids: new Set(), allMatching: false }),
    [criteriaKey],
  );

  return useMemo(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      isSelected: (id: string) => current.allMatching || current.ids.has(id),
      toggle,
      setMany,
      selectAllMatching,
      clear,
    }),
    [current.ids, current.allMatching, toggle, setMany, selectAllMatching, clear],
  );
}

export type Selection = ReturnType<typeof useSelection>;

/** What a bulk request targets: the ticked ids, or the matching filter. */
export type BulkTarget =
  { orderIds: string[]; filter?: undefined } | { orderIds?: undefined; filter: OrderMatching };
