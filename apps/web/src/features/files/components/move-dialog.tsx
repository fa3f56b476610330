import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FileItem, FolderTree } from '@zaplecze/contract/files/files';
import { LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useFolderTree } from '../api/files';

const rootValue = 'root';

/** Folders as "Dokumenty / Faktury" paths, a moved folder and everything below it left out. */
export function folderOptions(tree: FolderTree['data'], moving: FileItem) {
  const byId = new Map(tree.map((folder) => [folder.id, folder]));
  const pathOf = (id: string): { ids: string[]; names: string[] } => {
    const ids: string[] = [];
    const names: string[] = [];
    for (let at = byId.get(id); at && ids.length < 64; at = at.parentId ? byId.get(at.parentId) : undefined) {
      ids.unshift(at.id);
      names.unshift(at.name);
    }
    return { ids, names };
  };
  return tree
    .map((folder) => ({ id: folder.id, ...pathOf(folder.id) }))
    .filter((folder) => !(moving.type === 'folder' && folder.ids.includes(moving.id)))
    .map((folder) => ({ value: folder.id, label: folder.names.join(' / ') }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}

interface Props {
  item: FileItem;
  pending: boolean;
  onMove: (folderId: string | null) => Promise<unknown>;
  onClose: () => void;
}

export function MoveDialog({ item, pending, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const tree = useFolderTree(true);
  const [target, setTarget] = useState<string>(item.folderId ?? rootValue);
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(
    () => [
      { value: rootValue, label: t('files.moveDialog.root') },
      ...(tree.data ? folderOptions(tree.data.data, item) : []),
    ],
    [tree.data, item, t],
  );
  const submit = async () => {
    try {
      await onMove(target === rootValue ? null : target);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('files.actionFailed'));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('files.moveDialog.title', { name: item.name })} centered>
      {tree.isPending ? (
        <LoadingState />
      ) : (
        <Stack>
          <Select
            label={t('files.moveDialog.label')}
            data={options}
            value={target}
            onChange={(value) => value && setTarget(value)}
            searchable
            allowDeselect={false}
            data-autofocus
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('files.nameDialog.cancel')}
            </Button>
            <Button onClick={submit} loading={pending} disabled={target === (item.folderId ?? rootValue)}>
              {t('files.moveDialog.move')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
