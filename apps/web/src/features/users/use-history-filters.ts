import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { auditFilterActions, auditPageSizes, type AuditFilterAction } from '@zaplecze/contract/audit/audit';

export interface HistoryFilters {
  search: string;
  action: AuditFilterAction | 'all';
  userId: string;
  from: string;
  to: string;
  page: number;
  limit: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The History tab's filter lives in the URL query, so a reload or a shared link keeps it. */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<HistoryFilters>(() => {
    const action = params.get('action') ?? 'all';
    const limit = positive(params.get('limit'), auditPageSizes[0]);
    const day = (key: string) => (isoDay.test(params.get(key) ?? '') ? params.get(key)! : '');
    return {
      search: params.get('search') ?? '',
      action: (auditFilterActions as readonly string[]).includes(action)
        ? (action as AuditFilterAction)
        : 'all',
      userId: params.get('userId') ?? '',
      from: day('from'),
      to: day('to'),
      page: positive(params.get('page'), 1),
      limit: (auditPageSizes as readonly number[]).includes(limit) ? limit : auditPageSizes[0],
    };
  }, [params]);

  /** Any change but the page itself goes back to page 1. */
  const update = useCallback(
    (patch: Partial<HistoryFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...Object.fromEntries(current), ...patch, page: patch.page ?? 1 };
          for (const [key, value] of Object.entries(merged)) {
            const isDefault =
              value === '' || (key === 'action' && value === 'all') || (key === 'page' && value === 1);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, update };
}
