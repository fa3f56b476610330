import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FileItem,
  FileList,
  FileUsage,
  FolderTree,
  UpdateItemBody,
} from '@zaplecze/contract/files/files';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export interface FileListParams {
  folderId?: string;
  search?: string;
  scope?: 'folder' | 'library';
  sort: string;
  page: number;
  limit: number;
}

export function useFileList(query: FileListParams) {
  return useQuery({
    queryKey: fileKeys.list(query),
    queryFn: ({ signal }) => api.get<FileList>('/api/files', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFolderTree(enabled: boolean) {
  return useQuery({
    queryKey: fileKeys.tree(),
    queryFn: ({ signal }) => api.get<FolderTree>('/api/files/folders', undefined, signal),
    enabled,
  });
}

export function useFileUsage() {
  return useQuery({
    queryKey: fileKeys.usage(),
    queryFn: ({ signal }) => api.get<FileUsage>('/api/files/usage', undefined, signal),
  });
}

/** After any change the folder lists, the tree and the disk figure are read again. */
export function useInvalidateFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fileKeys.all });
}

export function useCreateFolder() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (body: { name: string; parentId: string | null }) =>
      api.post<FileItem>('/api/files/folders', body),
    onSuccess: invalidate,
  });
}

const itemPath = (item: Pick<FileItem, 'type' | 'id'>) =>
  item.type === 'folder' ? `/api/files/folders/${item.id}` : `/api/files/${item.id}`;

export function useUpdateItem() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ item, body }: { item: FileItem; body: Omit<UpdateItemBody, 'version'> }) =>
      api.patch<FileItem>(itemPath(item), { ...body, version: item.version }),
    onSuccess: invalidate,
  });
}

export function useDeleteItem() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (item: FileItem) => api.delete<void>(itemPath(item)),
    onSuccess: invalidate,
  });
}
