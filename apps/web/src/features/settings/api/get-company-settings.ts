import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@zaplecze/contract/settings/settings';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export function getCompanySettings(): Promise<CompanySettings> {
  return api.get<CompanySettings>('/api/settings/company');
}

export function companySettingsQuery() {
  return queryOptions({ queryKey: settingsKeys.company(), queryFn: getCompanySettings });
}

export function useCompanySettings() {
  return useQuery(companySettingsQuery());
}
