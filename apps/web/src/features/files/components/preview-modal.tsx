import { Alert, Group, Image, Modal, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FileItem } from '@zaplecze/contract/files/files';
import { LoadingState } from '../../../components/page-states';
import { fetchFileBlob, saveBlob } from '../api/transfer';

/** Images and PDFs shown from a blob of the file (the content route needs the bearer token). */
export function PreviewModal({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['files', 'blob', item.id, item.version],
    queryFn: () => fetchFileBlob(item.id),
    gcTime: 0,
  });
  const url = useMemo(
    () => (blob.data ? URL.createObjectURL(new Blob([blob.data], { type: item.contentType ?? '' })) : null),
    [blob.data, item.contentType],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Modal opened onClose={onClose} title={t('files.preview.title', { name: item.name })} size="xl" centered>
      {blob.isError ? (
        <Alert color="red">{t('files.preview.failed')}</Alert>
      ) : !url ? (
        <LoadingState label={t('files.preview.loading')} />
      ) : item.kind === 'image' ? (
        <Image src={url} alt={item.name} fit="contain" mah="70vh" />
      ) : (
        <iframe src={url} title={item.name} style={{ width: '100%', height: '70vh', border: 0 }} />
      )}
      {blob.data && (
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => saveBlob(blob.data, item.name)}>
            {t('files.actions.download')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
