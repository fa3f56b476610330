import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Overlay,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { fileSortKeys, type FileItem } from '@zaplecze/contract/files/files';
import { openConfirm } from '../../components/confirm-modal';
import { ListPager } from '../../components/pager/list-pager';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { notify, notifyFailure } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import { useCreateFolder, useDeleteItem, useFileList, useUpdateItem } from './api/files';
import { fetchFileBlob, saveBlob } from './api/transfer';
import { FilesTable, type ItemAction } from './components/files-table';
import { MoveDialog } from './components/move-dialog';
import { NameDialog } from './components/name-dialog';
import { PreviewModal } from './components/preview-modal';
import { ShareDialog } from './components/share-dialog';
import { UploadList } from './components/upload-list';
import { UsageBar } from './components/usage-bar';
import { useUploads } from './components/use-uploads';
import './translations';

const sorts = fileSortKeys.flatMap((key) => (key === 'type' ? [key] : [key, `-${key}`]));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Dialog =
  { kind: 'new' } | { kind: Exclude<ItemAction, 'open' | 'download' | 'delete'>; item: FileItem } | null;

/** /dashboard/files-management: the account's files library (issue 24). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('files.title'));
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder') ?? undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const limit = Number(params.get('limit') ?? 50) || 50;
  const sort = params.get('sort') ?? 'name';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const set = (patch: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch))
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      return next;
    });
  useEffect(() => {
    if (debounced !== (params.get('q') ?? '')) set({ q: debounced, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useFileList({ folderId, search: params.get('q') || undefined, sort, page, limit });
  const can = {
    edit: usePermission('files.edit'),
    delete: usePermission('files.delete'),
    share: usePermission('files.share'),
  };
  const createFolder = useCreateFolder();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const uploads = useUploads();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const target = folderId ?? null;

  const openFolder = (id: string | undefined) => {
    setSearch('');
    set({ folder: id, page: undefined, q: undefined });
  };
  const onAction = (action: ItemAction, item: FileItem) => {
    if (action === 'open') return openFolder(item.id);
    if (action === 'download')
      return void fetchFileBlob(item.id)
        .then((blob) => saveBlob(blob, item.name))
        .catch((error) => notifyFailure(t('files.actionFailed'), error));
    if (action === 'delete') {
      const texts = item.type === 'folder' ? 'deleteFolder' : 'deleteFile';
      return openConfirm({
        type: 'danger',
        title: t(`files.${texts}.title`),
        message: t(`files.${texts}.message`, {
          name: escapeHtml(item.name),
          interpolation: { escapeValue: false },
        }),
        confirmText: t('files.deleteConfirm'),
        onConfirm: () =>
          remove.mutate(item, {
            onSuccess: () => notify('green', t('files.deleted')),
            onError: (error) => notifyFailure(t('files.deleteFailed'), error),
          }),
      });
    }
    setDialog({ kind: action, item });
  };
  const onFiles = (files: FileList | null) => {
    if (files && files.length > 0 && can.edit) uploads.add([...files], target);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="files-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h3" id="files-title">
              {t('files.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('files.subtitle')}
            </Text>
          </div>
          {can.edit && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} />}
                onClick={() => setDialog({ kind: 'new' })}
              >
                {t('files.newFolder')}
              </Button>
              <Button leftSection={<IconUpload size={16} />} onClick={() => input.current?.click()}>
                {t('files.upload')}
              </Button>
              <input
                ref={input}
                type="file"
                multiple
                hidden
                data-testid="files-input"
                onChange={(event) => {
                  onFiles(event.currentTarget.files);
                  event.currentTarget.value = '';
                }}
              />
            </Group>
          )}
        </Group>
        <UsageBar />
        <Breadcrumbs aria-label={t('files.breadcrumbs')}>
          {folderId ? (
            <Anchor component="button" type="button" onClick={() => openFolder(undefined)}>
              {t('files.root')}
            </Anchor>
          ) : (
            <Text fw={600} aria-current="page">
              {t('files.root')}
            </Text>
          )}
          {(list.data?.breadcrumbs ?? []).map((crumb, index, all) =>
            index === all.length - 1 ? (
              <Text key={crumb.id} fw={600} aria-current="page">
                {crumb.name}
              </Text>
            ) : (
              <Anchor key={crumb.id} component="button" type="button" onClick={() => openFolder(crumb.id)}>
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('files.search')}
            placeholder={t('files.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Select
            label={t('files.sort')}
            data={sorts.map((value) => ({ value, label: t(`files.sorts.${value}`) }))}
            value={sort}
            onChange={(value) => value && set({ sort: value, page: undefined })}
            allowDeselect={false}
            w={180}
          />
        </Group>
        {can.edit && (
          <Text size="xs" c="gray.7">
            {t('files.dropHint')}
          </Text>
        )}
        <UploadList entries={uploads.entries} onClear={uploads.clear} />
        <div
          style={{ position: 'relative', minHeight: 160 }}
          data-testid="files-drop-zone"
          onDragOver={(event) => {
            if (!can.edit || !event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            onFiles(event.dataTransfer.files);
          }}
        >
          {dragging && (
            <Overlay color="#e7f5ff" backgroundOpacity={0.9} radius="md" center zIndex={5}>
              <Text fw={600} c="blue.8">
                {t('files.dropHere')}
              </Text>
            </Overlay>
          )}
          <QueryState
            query={list}
            loadingLabel={t('files.loading')}
            errorTitle={t('files.loadError')}
            errorMessage={(error) => (error instanceof ApiError ? error.message : t('files.loadError'))}
            empty={params.get('q') ? t('files.emptySearch') : t('files.empty')}
            keepDataOnError
          >
            {(data) => (
              <>
                <FilesTable items={data.data} can={can} onAction={onAction} />
                <ListPager
                  id="files"
                  page={data.page}
                  limit={limit}
                  count={data.count}
                  onPageChange={(next) => set({ page: next })}
                  onLimitChange={(next) => set({ limit: next, page: undefined })}
                />
              </>
            )}
          </QueryState>
        </div>
      </Stack>
      {dialog?.kind === 'new' && (
        <NameDialog
          title={t('files.nameDialog.newTitle')}
          initial=""
          pending={createFolder.isPending}
          onSubmit={(name) =>
            createFolder
              .mutateAsync({ name, parentId: target })
              .then(() => notify('green', t('files.nameDialog.created')))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('files.nameDialog.renameTitle')}
          initial={dialog.item.name}
          pending={update.isPending}
          onSubmit={(name) =>
            update
              .mutateAsync({ item: dialog.item, body: { name } })
              .then(() => notify('green', t('files.nameDialog.renamed')))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          item={dialog.item}
          pending={update.isPending}
          onMove={(folder) =>
            update
              .mutateAsync({ item: dialog.item, body: { folderId: folder } })
              .then(() => notify('green', t('files.moveDialog.moved')))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'preview' && <PreviewModal item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'share' && <ShareDialog item={dialog.item} onClose={() => setDialog(null)} />}
    </Card>
  );
}
