import { createContext, useContext } from 'react';

export interface OrderPageValue {
  canEdit: boolean;
  canDelete: boolean;
  /** Loads the order as the server now has it. */
  reload: () => Promise<unknown>;
  /** A failed change: the toast of spec 001 §8 and, for a stale version, the page's conflict notice. */
  reportError: (title: string, error: unknown) => void;
}

export const OrderPageContext = createContext<OrderPageValue | null>(null);

export function useOrderPage(): OrderPageValue {
  const value = useContext(OrderPageContext);
  if (!value) throw new Error('useOrderPage outside the order details page');
  return value;
}
