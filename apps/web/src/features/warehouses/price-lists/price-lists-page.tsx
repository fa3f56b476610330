import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxPriceLists, type PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { openConfirm } from '../../../components/confirm-modal';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermission } from '../../../lib/use-permission';
import { loadErrorText } from '../form-errors';
import { useWarehouses } from '../warehouses/api/get-warehouses';
import { useDeletePriceList } from './api/delete-price-list';
import { usePriceLists } from './api/get-price-lists';
import { PriceListFormDialog } from './components/price-list-form-dialog';
import { PriceListsTable } from './components/price-lists-table';
import './translations';

/** /dashboard/magazine-configuration/price-lists: 'Cenniki' (spec 002 §2.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('priceLists.title'));
  const canEdit = usePermission('wms.edit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<PriceList | null | undefined>(undefined);
  const lists = usePriceLists(debounced);
  const all = usePriceLists();
  const warehouses = useWarehouses();
  const remove = useDeletePriceList();
  const total = all.data?.count ?? 0;

  const confirmDelete = (list: PriceList) =>
    openConfirm({
      type: 'danger',
      title: t('priceLists.confirmDelete.title'),
      message: t('priceLists.confirmDelete.message', {
        name: list.name,
        interpolation: { escapeValue: true },
      }),
      confirmText: t('priceLists.confirmDelete.confirm'),
      onConfirm: () =>
        remove.mutate(list.id, {
          onSuccess: () => notify('green', t('priceLists.notify.deleted')),
          onError: (error) => notifyFailure(t('priceLists.notify.deleteError'), error),
        }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="price-lists-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="price-lists-title">
              {t('priceLists.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('priceLists.subtitle')}
            </Text>
          </div>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing(null)}
              disabled={!all.data || total >= maxPriceLists}
            >
              {t('priceLists.add')}
            </Button>
          )}
        </Group>
        <Group justify="space-between">
          <TextInput
            aria-label={t('priceLists.search')}
            placeholder={t('priceLists.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('priceLists.count', { count: total })}
          </Text>
        </Group>
        {lists.isPending ? (
          <LoadingState label={t('priceLists.loading')} />
        ) : lists.isError ? (
          <ErrorState
            message={loadErrorText(lists.error, t('priceLists.loadError'))}
            onRetry={() => void lists.refetch()}
          />
        ) : lists.data.count === 0 ? (
          <EmptyState text={t(debounced ? 'priceLists.noResults' : 'priceLists.empty')} />
        ) : (
          <PriceListsTable
            lists={lists.data.data}
            warehouses={warehouses.data?.data ?? []}
            canEdit={canEdit}
            onEdit={setEditing}
            onDelete={confirmDelete}
          />
        )}
      </Stack>
      {editing !== undefined && (
        <PriceListFormDialog
          priceList={editing}
          lists={all.data?.data ?? []}
          warehouses={warehouses.data?.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
