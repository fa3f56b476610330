import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dictionaryPaths, productSettingsKeys, type DictionaryKind, type DictionaryTypes } from './keys';

export type ListParams = Record<string, string | number | undefined>;

export function getDictionaryList<K extends DictionaryKind>(
  kind: K,
  params: ListParams,
  signal?: AbortSignal,
) {
  return api.get<DictionaryTypes[K]['list']>(dictionaryPaths[kind], params, signal);
}

export function dictionaryListQuery<K extends DictionaryKind>(kind: K, params: ListParams) {
  return queryOptions({
    queryKey: productSettingsKeys.list(kind, params),
    queryFn: ({ signal }) => getDictionaryList(kind, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a dictionary, searched and sorted on the server. */
export function useDictionaryList<K extends DictionaryKind>(kind: K, params: ListParams) {
  return useQuery(dictionaryListQuery(kind, params));
}
