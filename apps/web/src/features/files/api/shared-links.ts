import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSharedLinkBody, SharedLink, SharedLinkList } from '@zaplecze/contract/files/files';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export function useSharedLinks(target: { fileId?: string; folderId?: string }) {
  const query = { ...target, limit: 20 };
  return useQuery({
    queryKey: fileKeys.links(query),
    queryFn: ({ signal }) => api.get<SharedLinkList>('/api/files/shared-links', query, signal),
    // Download counters move while the dialog is closed: read them again each time it opens.
    refetchOnMount: 'always',
  });
}

export function useCreateSharedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSharedLinkBody) => api.post<SharedLink>('/api/files/shared-links', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...fileKeys.all, 'links'] }),
  });
}

export function useRevokeSharedLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SharedLink>(`/api/files/shared-links/${id}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...fileKeys.all, 'links'] }),
  });
}
