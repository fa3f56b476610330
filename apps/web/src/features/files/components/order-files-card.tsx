import { ActionIcon, Anchor, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatBytes, type FileItem, type FileLookup, type FileList } from '@zaplecze/contract/files/files';
import { api } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { fileKeys } from '../api/keys';
import { fetchFileBlob, saveBlob, uploadWithProgress } from '../api/transfer';
import '../translations';

type Group = 'fileDocumentIds' | 'fileAttachmentsIds';

export interface OrderFiles {
  id: string;
  version: number;
  fileDocumentIds: string[];
  fileAttachmentsIds: string[];
}

interface Props {
  order: OrderFiles;
  canEdit: boolean;
  /** Reads the order again after a change (its version moved). */
  onChanged: () => Promise<unknown>;
}

/** Library files to pick from: the search over the whole library, or the newest at the top. */
function Picker({ onPick, onClose }: { onPick: (file: FileItem) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const query = { search: search || undefined, scope: 'library', sort: '-modified', limit: 20, page: 1 };
  const list = useQuery({
    queryKey: fileKeys.list(query),
    queryFn: ({ signal }) => api.get<FileList>('/api/files', query, signal),
  });
  const files = (list.data?.data ?? []).filter((item) => item.type === 'file');
  return (
    <Modal opened onClose={onClose} title={t('files.order.pickTitle')} centered>
      <Stack>
        <TextInput
          label={t('files.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        {list.isError && <Text c="red">{t('files.loadError')}</Text>}
        {list.data && files.length === 0 && <Text c="gray.7">{t('files.order.noFiles')}</Text>}
        <Stack gap={4}>
          {files.map((file) => (
            <Button
              key={file.id}
              variant="subtle"
              justify="space-between"
              onClick={() => onPick(file)}
              rightSection={
                <Text size="xs" c="gray.7">
                  {formatBytes(file.size ?? 0)}
                </Text>
              }
            >
              {file.path ? `${file.path} / ${file.name}` : file.name}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}

/**
 * 'Dokumenty i załączniki' of an order: library files as sales documents (the moment a warehouse
 * reserving "on sales document" takes the stock) and other attachments; pick from the library or
 * upload a new file (kept in the library's top folder).
 */
export function OrderFilesCard({ order, canEdit, onChanged }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useQueryClient();
  const canUpload = usePermission('files.edit');
  const [picking, setPicking] = useState<Group | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uploadGroup = useRef<Group>('fileDocumentIds');
  const ids = [...order.fileDocumentIds, ...order.fileAttachmentsIds];
  const lookup = useQuery({
    queryKey: [...fileKeys.all, 'lookup', ids],
    queryFn: ({ signal }) => api.get<FileLookup>('/api/files/lookup', { ids: ids.join(',') }, signal),
    enabled: ids.length > 0,
  });
  const byId = new Map((lookup.data?.data ?? []).map((file) => [file.id, file]));

  const save = async (group: Group, next: string[]) => {
    setBusy(true);
    try {
      const result = await api.put<{ message: string }>(`/api/orders/${order.id}/files`, {
        version: order.version,
        fileDocumentIds: order.fileDocumentIds,
        fileAttachmentsIds: order.fileAttachmentsIds,
        [group]: next,
      });
      notify('green', result.message);
      await onChanged();
    } catch (error) {
      notifyFailure(t('files.order.failed'), error);
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const saved = await uploadWithProgress(file, null, () => {});
      void client.invalidateQueries({ queryKey: fileKeys.all });
      await save(uploadGroup.current, [...order[uploadGroup.current], saved.id]);
    } catch (error) {
      notifyFailure(t('files.order.failed'), error);
    } finally {
      setBusy(false);
    }
  };

  const section = (group: Group) => (
    <Stack gap={6} data-testid={`order-files-${group}`}>
      <Text fw={600} size="sm">
        {t(`files.order.${group}`)}
      </Text>
      {order[group].length === 0 && (
        <Text size="sm" c="gray.7">
          {t('files.order.none')}
        </Text>
      )}
      {order[group].map((id) => {
        const file = byId.get(id);
        return (
          <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
            {file ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                truncate
                onClick={() =>
                  void fetchFileBlob(id)
                    .then((blob) => saveBlob(blob, file.name))
                    .catch((error) => notifyFailure(t('files.actionFailed'), error))
                }
              >
                {file.name}
              </Anchor>
            ) : (
              <Text size="sm" c="gray.7">
                {lookup.isError ? t('files.order.hidden') : lookup.isPending ? '…' : t('files.order.gone')}
              </Text>
            )}
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={busy}
                aria-label={t('files.order.remove', { name: file?.name ?? '' })}
                onClick={() =>
                  void save(
                    group,
                    order[group].filter((other) => other !== id),
                  )
                }
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {canEdit && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setPicking(group)} disabled={busy}>
            {t('files.order.pick')}
          </Button>
          {canUpload && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} />}
              disabled={busy}
              onClick={() => {
                uploadGroup.current = group;
                input.current?.click();
              }}
            >
              {t('files.order.upload')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="order-files-card"
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('files.order.title')}
        </Title>
        {section('fileDocumentIds')}
        {section('fileAttachmentsIds')}
        <input
          ref={input}
          type="file"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      {picking && (
        <Picker
          onClose={() => setPicking(null)}
          onPick={(file) => {
            const group = picking;
            setPicking(null);
            if (!order[group].includes(file.id)) void save(group, [...order[group], file.id]);
          }}
        />
      )}
    </Card>
  );
}
