import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { SavedFilter } from '@zaplecze/contract/orders/orders-filter';
import { openConfirm } from '../../../components/confirm-modal';
import { FavoriteStar } from '../../../components/favorite-star/favorite-star';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSavedFilter } from '../api/delete-saved-filter';
import { useSavedFilters } from '../api/get-saved-filters';
import { notify } from '../notify';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Own, shared and the built-in sample filters; choosing one loads it into the builder. */
export function SavedFilterPicker({
  value,
  onPick,
}: {
  value: string | null;
  onPick: (filter: SavedFilter | null) => void;
}) {
  const { t } = useTranslation();
  const saved = useSavedFilters();
  const remove = useDeleteSavedFilter();
  const list = saved.data?.data ?? [];
  const sections = [
    { group: t('orders.filter.mine'), items: list.filter((item) => item.mine && !item.builtIn) },
    { group: t('orders.filter.shared'), items: list.filter((item) => !item.mine && !item.builtIn) },
    { group: t('orders.filter.builtIn'), items: list.filter((item) => item.builtIn) },
  ]
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      group: section.group,
      items: section.items.map((item) => ({ value: item.id, label: item.name })),
    }));
  const chosen = list.find((item) => item.id === value);

  const confirmDelete = (filter: SavedFilter) =>
    openConfirm({
      type: 'danger',
      title: t('orders.filter.deleteTitle'),
      message: t('orders.filter.deleteMessage', { name: escapeHtml(filter.name) }),
      confirmText: t('orders.selection.delete'),
      onConfirm: () =>
        remove.mutate(filter.id, {
          onSuccess: () => {
            notify('success', t('orders.filter.deleted'));
            onPick(null);
          },
          onError: (error) => notify('error', error instanceof ApiError ? error.message : String(error)),
        }),
    });

  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <Select
        label={t('orders.filter.saved')}
        placeholder={t('orders.filter.savedPlaceholder')}
        size="xs"
        w={300}
        data={sections}
        value={value}
        onChange={(id) => onPick(list.find((item) => item.id === id) ?? null)}
        disabled={saved.isPending}
        error={saved.isError ? (saved.error as Error).message : undefined}
        searchable
        clearable
        nothingFoundMessage="—"
      />
      {chosen && (
        <FavoriteStar target={{ kind: 'savedFilter', targetId: chosen.id }} itemName={chosen.name} />
      )}
      {chosen?.mine && !chosen.builtIn && (
        <Tooltip label={t('orders.filter.deleteSaved')}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            aria-label={t('orders.filter.deleteSaved')}
            onClick={() => confirmDelete(chosen)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
