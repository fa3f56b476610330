import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditList, auditListQuery } from '@zaplecze/contract/audit/audit';

import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export type AuditQuery = z.output<typeof auditListQuery>;

export function getAuditLog(query: AuditQuery, signal?: AbortSignal): Promise<AuditList> {
  return api.get<AuditList>('/api/audit', { ...query }, signal);
}

export function auditLogQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: employeeAccountsKeys.auditList(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQuery(query));
}
