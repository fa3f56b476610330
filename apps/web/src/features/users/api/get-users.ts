import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UserList, userListQuery } from '@zaplecze/contract/users/users';

import { api } from '../../../lib/api-client';
import { employeeAccountsKeys } from './keys';

export type UsersQuery = z.output<typeof userListQuery>;

export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<UserList> {
  return api.get<UserList>('/api/users', { ...query }, signal);
}

export function usersQuery(query: UsersQuery) {
  return queryOptions({
    queryKey: employeeAccountsKeys.userList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQuery(query));
}
