/**
 * Columns of 'Lista zamówień' (spec 001 §2.6) and which of them fit. The table is laid out with fixed
 * column widths, so it never scrolls sideways: when the columns the user chose need more room than
 * the card has, the lowest-priority ones give way first (they come back when the card is wider or
 * the user hides another column).
 */
export const orderColumns = ['number', 'status', 'products', 'created', 'client', 'value', 'info'] as const;
export type OrderColumn = (typeof orderColumns)[number];

interface ColumnSpec {
  /** Lower gives way later; 1 never gives way. */
  priority: number;
  /** Fixed width in px, or the least a flexible column may shrink to. */
  width: number;
  flexible?: boolean;
  /** The user cannot hide it: it opens the order. */
  required?: boolean;
}

export const columnSpecs: Record<OrderColumn, ColumnSpec> = {
  number: { priority: 1, width: 88, required: true },
  status: { priority: 1, width: 116 },
  value: { priority: 1, width: 108 },
  client: { priority: 2, width: 124, flexible: true },
  created: { priority: 3, width: 88 },
  products: { priority: 4, width: 120, flexible: true },
  info: { priority: 5, width: 112, flexible: true },
};

export const checkboxColumnWidth = 36;

export interface ColumnLayout {
  shown: OrderColumn[];
  /** Chosen by the user but left out for lack of room. */
  squeezed: OrderColumn[];
}

/** The chosen columns that fit `available` px (0 = not measured yet: show them all). */
export function fitColumns(
  hidden: ReadonlySet<OrderColumn>,
  available: number,
  withCheckbox: boolean,
): ColumnLayout {
  const chosen = orderColumns.filter((column) => columnSpecs[column].required || !hidden.has(column));
  const squeezed: OrderColumn[] = [];
  const needed = (columns: readonly OrderColumn[]) =>
    columns.reduce((sum, column) => sum + columnSpecs[column].width, withCheckbox ? checkboxColumnWidth : 0);
  let shown = chosen;
  while (available > 0 && needed(shown) > available) {
    const candidates = shown.filter((column) => columnSpecs[column].priority > 1);
    if (candidates.length === 0) break;
    const weakest = candidates.reduce((a, b) => (columnSpecs[b].priority > columnSpecs[a].priority ? b : a));
    squeezed.unshift(weakest);
    shown = shown.filter((column) => column !== weakest);
  }
  return { shown, squeezed: orderColumns.filter((column) => squeezed.includes(column)) };
}

const storageKey = 'zaplecze.orders.hiddenColumns';

export function readHiddenColumns(storage: Pick<Storage, 'getItem'> = localStorage): Set<OrderColumn> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    if (!Array.isArray(parsed)) return new Set();
    return new Set(orderColumns.filter((column) => parsed.includes(column) && !columnSpecs[column].required));
  } catch {
    return new Set();
  }
}

export function writeHiddenColumns(
  hidden: ReadonlySet<OrderColumn>,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(storageKey, JSON.stringify([...hidden]));
  } catch {
    // Private mode or a full storage: the choice lasts for this visit only.
  }
}
