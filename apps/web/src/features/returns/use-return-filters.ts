import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { returnStatuses, type ReturnStatus } from '@zaplecze/contract/orders/order-returns';
import {
  dayParam,
  limitParam,
  oneOfParam,
  pageParam,
  withFilterPatch,
} from '../../components/list-filters/url-filters';

export interface ReturnFilters {
  page: number;
  limit: number;
  status: ReturnStatus | '';
  search: string;
  from: string;
  to: string;
}

/** The list's filters live in the URL, so a link or a reload shows the same page. */
export function useReturnFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ReturnFilters = {
    page: pageParam(params),
    limit: limitParam(params, 10),
    status: oneOfParam(returnStatuses, params.get('status')),
    search: params.get('search') ?? '',
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
  };
  const update = useCallback(
    (patch: Partial<ReturnFilters>) =>
      setParams((current) => withFilterPatch(current, patch), { replace: true }),
    [setParams],
  );
  return { filters, update };
}
