import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { Favorite, FavoriteKind } from '@zaplecze/contract/favorites/favorites';
import { favoriteHref } from '../../../components/favorite-star/favorite-href';

interface Props {
  kind: FavoriteKind;
  items: Favorite[];
  onRemove: (favorite: Favorite) => void;
  removing: string | null;
}

/** One kind's favourites: each opens with its name, a deleted target is marked and can only be removed. */
export function FavoriteGroup({ kind, items, onRemove, removing }: Props) {
  const { t } = useTranslation();
  const headingId = `favorites-${kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {t(`favorites.kinds.${kind}`)} ({items.length})
      </Title>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((favorite) => {
          const href = favoriteHref(favorite);
          return (
            <Group key={favorite.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py={4}>
              <div style={{ minWidth: 0 }}>
                {href ? (
                  <Anchor component={Link} to={href} fw={500} size="sm">
                    {favorite.label}
                  </Anchor>
                ) : (
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500} c="dimmed" td="line-through">
                      {favorite.label}
                    </Text>
                    <Badge color="gray" variant="light" size="sm">
                      {t('favorites.unavailable')}
                    </Badge>
                  </Group>
                )}
                {(favorite.detail || favorite.path) && (
                  <Text size="xs" c="gray.7" truncate>
                    {favorite.detail ?? favorite.path}
                  </Text>
                )}
              </div>
              <Tooltip label={t('favorites.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('favorites.remove')}: ${favorite.label}`}
                  loading={removing === favorite.id}
                  onClick={() => onRemove(favorite)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
