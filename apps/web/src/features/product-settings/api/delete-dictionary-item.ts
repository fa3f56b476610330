import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dictionaryPaths, productSettingsKeys, type DictionaryKind } from './keys';

export function deleteDictionaryItem(kind: DictionaryKind, id: string): Promise<void> {
  return api.delete<void>(`${dictionaryPaths[kind]}/${id}`);
}

export function useDeleteDictionaryItem(kind: DictionaryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDictionaryItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSettingsKeys.dictionary(kind) }),
  });
}
