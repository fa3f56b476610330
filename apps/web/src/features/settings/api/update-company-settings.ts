import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsBody } from '@zaplecze/contract/settings/settings';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { settingsKeys } from './keys';

export function updateCompanySettings(body: CompanySettingsBody): Promise<CompanySettings> {
  return api.put<CompanySettings>('/api/settings/company', body);
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.company(), saved);
      const session = sessionStore.getState();
      if (session.status === 'authenticated')
        sessionStore.updateUser({ ...session.user, companyName: saved.companyName });
    },
  });
}
