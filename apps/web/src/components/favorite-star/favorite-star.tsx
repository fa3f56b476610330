import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { notifyFailure } from '../../lib/notify';
import { matches, useFavorites, useToggleFavorite, type FavoriteTarget } from './favorites-api';

interface Props {
  target: FavoriteTarget;
  size?: ActionIconProps['size'];
  /** 'page' names the action after the page ("Dodaj tę stronę do ulubionych"). */
  variant?: 'item' | 'page';
  /** In a list of many stars: what this one is about, added to its name ("…: Zamówienie #12"). */
  itemName?: string;
}

/**
 * The star that adds its target to the user's favourites or removes it: a toggle button
 * (`aria-pressed`) named "Dodaj do ulubionych" / "Usuń z ulubionych", reachable by keyboard.
 */
export function FavoriteStar({ target, size = 'md', variant = 'item', itemName }: Props) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const current = favorites.data?.data.find((favorite) => matches(favorite, target));
  const pressed = current !== undefined;
  const label = pressed
    ? t(variant === 'page' ? 'favoriteStar.removePage' : 'favoriteStar.remove')
    : t(variant === 'page' ? 'favoriteStar.addPage' : 'favoriteStar.add');

  const onClick = (event: React.MouseEvent) => {
    // Stars sit inside clickable rows and links; the click is the star's alone.
    event.preventDefault();
    event.stopPropagation();
    if (toggle.isPending || !favorites.data) return;
    toggle.mutate(current ? { remove: current.id } : { add: target }, {
      onError: (error) => notifyFailure(t('favoriteStar.failed'), error),
    });
  };

  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color={pressed ? 'yellow' : 'gray'}
        size={size}
        aria-label={itemName ? `${label}: ${itemName}` : label}
        aria-pressed={pressed}
        data-favorite-star={target.kind}
        disabled={!favorites.data}
        loading={toggle.isPending}
        onClick={onClick}
      >
        {pressed ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
