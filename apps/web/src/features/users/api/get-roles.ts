import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleList } from '@zaplecze/contract/roles/roles';
import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export function getRoles(): Promise<RoleList> {
  return api.get<RoleList>('/api/roles');
}

export function rolesQuery() {
  return queryOptions({
    queryKey: employeeAccountsKeys.roles(),
    queryFn: getRoles,
    select: (list) => list.data,
  });
}

export function useRoles() {
  return useQuery(rolesQuery());
}
