import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddFavoriteBody,
  Favorite,
  FavoriteKind,
  FavoriteList,
  FavoriteListQuery,
} from '@zaplecze/contract/favorites/favorites';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/**
 * The signed-in user's favourites, shared by every star, the sidebar and the favourites page:
 * one query key family, so a change invalidates all of them at once. The key names the user, so
 * the next person signing in on the same tab never sees the previous one's cached list.
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (userId: string, query: FavoriteListQuery = {}) =>
    [...favoriteKeys.all, userId, 'list', query] as const,
};

function useUserId(): string {
  const session = useSession();
  return session.status === 'authenticated' ? session.user.id : '';
}

export function getFavorites(query: FavoriteListQuery = {}, signal?: AbortSignal): Promise<FavoriteList> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.kind) params.kind = query.kind;
  return api.get<FavoriteList>('/api/favorites', params, signal);
}

/**
 * The whole list (at most 200) is what the stars and the sidebar read; the page adds its search.
 * `keepPrevious` keeps the shown list while a new search loads.
 */
export function useFavorites(query: FavoriteListQuery = {}, { keepPrevious = false } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: favoriteKeys.list(userId, query),
    queryFn: ({ signal }) => getFavorites(query, signal),
    enabled: userId !== '',
    staleTime: 30_000,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** What a star points at: an order, product or saved filter by id, or a page by its path. */
export type FavoriteTarget =
  { kind: Exclude<FavoriteKind, 'page'>; targetId: string } | { kind: 'page'; path: string; label: string };

export function matches(favorite: Favorite, target: FavoriteTarget): boolean {
  if (favorite.kind !== target.kind) return false;
  return target.kind === 'page' ? favorite.path === target.path : favorite.targetId === target.targetId;
}

export function addFavorite(body: AddFavoriteBody): Promise<Favorite> {
  return api.post<Favorite>('/api/favorites', body);
}

export function removeFavorite(id: string): Promise<void> {
  return api.delete<void>(`/api/favorites/${id}`);
}

/**
 * Adds or removes one favourite. The unfiltered list is updated from the answer at once (so every
 * star and the sidebar agree before the refetch), then every favourites query is invalidated.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (change: { remove: string } | { add: FavoriteTarget }) => {
      if ('remove' in change) {
        await removeFavorite(change.remove);
        return { removed: change.remove };
      }
      return { added: await addFavorite(change.add) };
    },
    onSuccess: (result) =>
      queryClient.setQueryData<FavoriteList>(favoriteKeys.list(userId), (list) => {
        if (!list) return list;
        const data =
          'removed' in result
            ? list.data.filter((favorite) => favorite.id !== result.removed)
            : [result.added, ...list.data.filter((favorite) => favorite.id !== result.added.id)];
        return { ...list, data, count: data.length };
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
