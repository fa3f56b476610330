import { useCallback, useState } from 'react';
import { readHiddenColumns, writeHiddenColumns, type OrderColumn } from './columns';

/** The columns the user hid in the column chooser, kept in this browser. */
export function useHiddenColumns() {
  const [hidden, setHidden] = useState(() => readHiddenColumns());
  const toggle = useCallback((column: OrderColumn) => {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      writeHiddenColumns(next);
      return next;
    });
  }, []);
  return { hidden, toggle };
}
