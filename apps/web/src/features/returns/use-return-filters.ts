import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { returnStatuses, type ReturnStatus } from '@zaplecze/contract/orders/order-returns';
import { pageSizes } from '@zaplecze/contract/common/pagination';

export interface ReturnFilters {
  page: number;
  limit: number;
  status: ReturnStatus | '';
  search: string;
  from: string;
  to: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters live in the URL, so a link or a reload shows the same page. */
export function useReturnFilters() {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit'));
  const status = params.get('status') ?? '';
  const filters: ReturnFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : 10,
    status: (returnStatuses as readonly string[]).includes(status) ? (status as ReturnStatus) : '',
    search: params.get('search') ?? '',
    from: day.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: day.test(params.get('to') ?? '') ? params.get('to')! : '',
  };
  const update = useCallback(
    (patch: Partial<ReturnFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || value === null || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          // A new filter starts again at the first page.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, update };
}
