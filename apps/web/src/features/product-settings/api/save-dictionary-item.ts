import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dictionaryPaths, productSettingsKeys, type DictionaryKind, type DictionaryTypes } from './keys';

export interface SaveInput {
  /** The record being edited (its id and version go with the body), or null to add one. */
  current: { id: string; version: number } | null;
  body: object;
}

/**
 * Producers, brands, suppliers and categories save through `POST …/upsert` (id null = new);
 * GPSR companies and persons through `POST` (new) and `PUT …/{id}`.
 */
export function saveDictionaryItem<K extends DictionaryKind>(kind: K, { current, body }: SaveInput) {
  const path = dictionaryPaths[kind];
  type Item = DictionaryTypes[K]['item'];
  if (kind === 'gpsrCompanies' || kind === 'gpsrContacts') {
    return current
      ? api.put<Item>(`${path}/${current.id}`, { ...body, version: current.version })
      : api.post<Item>(path, body);
  }
  return api.post<Item>(`${path}/upsert`, { ...body, id: current?.id ?? null, version: current?.version });
}

export function useSaveDictionaryItem<K extends DictionaryKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) => saveDictionaryItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productSettingsKeys.dictionary(kind) }),
  });
}
