import { useMemo } from 'react';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { useStatusGroups } from './get-status-groups';
import { useStatuses } from './get-statuses';
import { statusOptions, type StatusOptionGroup } from './status-options';

export interface StatusCatalog {
  options: StatusOptionGroup[];
  byId: Map<string, OrderStatus>;
  isLoading: boolean;
  error: unknown;
}

/** The account's statuses as grouped select options and by id. */
export function useStatusOptions(ungroupedLabel: string): StatusCatalog {
  const statuses = useStatuses();
  const groups = useStatusGroups();
  return useMemo(
    () => ({
      options: statusOptions(statuses.data?.data ?? [], groups.data?.data ?? [], ungroupedLabel),
      byId: new Map((statuses.data?.data ?? []).map((status) => [status.id, status])),
      isLoading: statuses.isLoading || groups.isLoading,
      error: statuses.error ?? groups.error,
    }),
    [
      statuses.data,
      groups.data,
      statuses.isLoading,
      groups.isLoading,
      statuses.error,
      groups.error,
      ungroupedLabel,
    ],
  );
}
