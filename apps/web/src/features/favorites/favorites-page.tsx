import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { favoriteKinds, favoriteLimits, type Favorite } from '@zaplecze/contract/favorites/favorites';
import { openConfirm } from '../../components/confirm-modal';
import { useFavorites, useToggleFavorite } from '../../components/favorite-star/favorites-api';
import { QueryState } from '../../components/query-state';
import { notify, notifyFailure } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useSearchAsYouType } from '../../lib/use-search-as-you-type';
import { FavoriteGroup } from './components/favorite-group';
import './translations';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /dashboard/favorites: the user's favourites grouped by kind, searched on the server (`q` in the URL). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.title'));
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, favoriteLimits.search);
  const search = useSearchAsYouType(q, (value) => setParams(value ? { q: value } : {}, { replace: true }));
  const list = useFavorites(q ? { q } : {}, { keepPrevious: true });
  const toggle = useToggleFavorite();

  const confirmRemove = (favorite: Favorite) =>
    openConfirm({
      type: 'danger',
      title: t('favorites.removeTitle'),
      message: t('favorites.removeMessage', { label: escapeHtml(favorite.label) }),
      confirmText: t('favorites.removeConfirm'),
      onConfirm: () =>
        toggle.mutate(
          { remove: favorite.id },
          {
            onSuccess: () => notify('green', t('favorites.removed')),
            onError: (error) => notifyFailure(t('favorites.removeFailed'), error),
          },
        ),
    });

  return (
    <Stack gap="md" maw={960}>
      <Card withBorder radius="md" padding="lg">
        <Title order={1} size="h3">
          {t('favorites.title')}
        </Title>
        <Text size="sm" c="gray.7" mb="sm">
          {t('favorites.subtitle')}
        </Text>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <TextInput
            label={t('favorites.search')}
            placeholder={t('favorites.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.text}
            maxLength={favoriteLimits.search}
            onChange={(event) => search.setText(event.currentTarget.value)}
            maw={420}
          />
        </form>
      </Card>
      <QueryState
        query={list}
        errorMessage={t('favorites.loadError')}
        empty={q ? t('favorites.noMatches') : t('favorites.empty')}
      >
        {(data) => (
          <Stack gap="md">
            {!q && (
              <Text size="sm" c="gray.7">
                {t('favorites.count', { count: data.count, limit: data.limit })}
              </Text>
            )}
            {favoriteKinds.map((kind) => {
              const items = data.data.filter((favorite) => favorite.kind === kind);
              return items.length === 0 ? null : (
                <FavoriteGroup
                  key={kind}
                  kind={kind}
                  items={items}
                  onRemove={confirmRemove}
                  removing={
                    toggle.isPending && toggle.variables && 'remove' in toggle.variables
                      ? toggle.variables.remove
                      : null
                  }
                />
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
