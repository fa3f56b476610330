import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileBody } from '@zaplecze/contract/settings/settings';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { settingsKeys } from './keys';

export function updateProfile(body: ProfileBody): Promise<Profile> {
  return api.put<Profile>('/api/settings/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.profile(), saved);
      const session = sessionStore.getState();
      if (session.status === 'authenticated') {
        sessionStore.updateUser({ ...session.user, displayName: saved.displayName, email: saved.email });
      }
    },
  });
}
