import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKey,
  ApiKeyList,
  ApiKeySecret,
  CreateApiKeyBody,
} from '@zaplecze/contract/api-keys/api-keys';
import { api } from '../../../lib/api-client';
import { integrationsKeys } from './keys';

export function getApiKeys(): Promise<ApiKeyList> {
  return api.get<ApiKeyList>('/api/api-keys');
}

export function apiKeysQuery() {
  return queryOptions({ queryKey: integrationsKeys.apiKeys(), queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}

function useKeyMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}

export function useCreateApiKey() {
  return useKeyMutation((body: CreateApiKeyBody) => api.post<ApiKeySecret>('/api/api-keys', body));
}

export function useRotateApiKey() {
  return useKeyMutation((key: ApiKey) =>
    api.post<ApiKeySecret>(`/api/api-keys/${key.id}/rotate`, { version: key.version }),
  );
}

export function useRevokeApiKey() {
  return useKeyMutation((key: ApiKey) =>
    api.post<ApiKey>(`/api/api-keys/${key.id}/revoke`, { version: key.version }),
  );
}
