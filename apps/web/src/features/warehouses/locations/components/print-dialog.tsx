import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../../components/page-states';
import { saveBlob } from '../../../../lib/authorized-fetch';
import { fetchLabels } from '../api/locations';

/** The label PDF of the chosen locations in a preview, to print or download. */
export function PrintDialog({ ids, onClose }: { ids: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const pdf = useQuery({
    queryKey: ['localization', 'labels', ids],
    queryFn: () => fetchLabels(ids),
    gcTime: 0,
    retry: false,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const fileName = ids.length === 1 ? 'etykieta-lokalizacji.pdf' : 'etykiety-lokalizacji.pdf';

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('localization.print.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {pdf.isPending ? (
          <LoadingState label={t('localization.print.loading')} />
        ) : pdf.isError || !url ? (
          <ErrorState message={t('localization.print.error')} onRetry={() => void pdf.refetch()} />
        ) : (
          <iframe
            ref={frame}
            src={url}
            title={t('localization.print.frameTitle')}
            style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-gray-3)' }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('localization.print.close')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!pdf.data}
            onClick={() => pdf.data && saveBlob(pdf.data, fileName)}
          >
            {t('localization.print.download')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            disabled={!url}
            onClick={() => frame.current?.contentWindow?.print()}
          >
            {t('localization.print.print')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
