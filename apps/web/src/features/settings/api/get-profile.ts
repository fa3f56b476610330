import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@zaplecze/contract/settings/settings';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/api/settings/profile');
}

export function profileQuery() {
  return queryOptions({ queryKey: settingsKeys.profile(), queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQuery());
}
