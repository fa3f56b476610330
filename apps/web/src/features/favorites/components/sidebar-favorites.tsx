import { NavLink, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { favoriteHref } from '../../../components/favorite-star/favorite-href';
import { useFavorites } from '../../../components/favorite-star/favorites-api';

/** How many favourites the navigation shows; the rest are on /dashboard/favorites. */
export const sidebarFavoriteCount = 5;

/**
 * The navigation's 'Ulubione' section: the user's newest favourites that can be opened. Nothing
 * while loading or on an error, so the navigation itself never waits for them.
 */
export function SidebarFavorites() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const favorites = useFavorites();
  const items = (favorites.data?.data ?? [])
    .map((favorite) => ({ favorite, href: favoriteHref(favorite) }))
    .filter((item): item is { favorite: typeof item.favorite; href: string } => item.href !== null)
    .slice(0, sidebarFavoriteCount);
  if (!favorites.data) return null;
  return (
    <div role="group" aria-labelledby="sidebar-favorites-title" data-testid="sidebar-favorites">
      <Text id="sidebar-favorites-title" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t('favoriteStar.sidebarTitle')}
      </Text>
      {items.length === 0 ? (
        <Text size="xs" c="gray.7" px="sm">
          {t('favoriteStar.sidebarEmpty')}
        </Text>
      ) : (
        items.map(({ favorite, href }) => {
          const active = `${pathname}${search}` === href;
          return (
            <NavLink
              key={favorite.id}
              component={Link}
              to={href}
              label={favorite.label}
              description={favorite.detail ?? undefined}
              leftSection={<IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
            />
          );
        })
      )}
    </div>
  );
}
