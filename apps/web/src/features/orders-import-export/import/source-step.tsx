import { Alert, Button, Card, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  orderImportFormats,
  type OrderImportFormat,
  type OrderImportPreview,
} from '@zaplecze/contract/orders/order-import';
import { useTranslation } from '../../../lib/i18n';
import { fetchOrderUrl, uploadOrderFile } from '../api/imports';
import { failureText } from './failure-text';

/** Step 1: a file or a URL, read by the server into a run with the recognised profile. */
export function SourceStep({ onRead }: { onRead: (preview: OrderImportPreview) => void }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<OrderImportFormat>('CSV');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const read = async (from: 'file' | 'url') => {
    if (from === 'file' ? !file : !url.trim()) {
      setError(t('ordersImportExport.import.fileRequired'));
      return;
    }
    setReading(true);
    setError(null);
    try {
      onRead(
        from === 'file' ? await uploadOrderFile(file!, format) : await fetchOrderUrl(url.trim(), format),
      );
    } catch (failure) {
      setError(failureText(failure, t('ordersImportExport.import.readFailed')));
    } finally {
      setReading(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="md">
        <Text size="sm">{t('ordersImportExport.import.intro')}</Text>
        <Select
          label={t('ordersImportExport.import.format')}
          data={[...orderImportFormats]}
          value={format}
          onChange={(value) => value && setFormat(value as OrderImportFormat)}
          allowDeselect={false}
          maw={200}
        />
        <Group align="flex-end">
          <FileInput
            label={t('ordersImportExport.import.file')}
            placeholder={t('ordersImportExport.import.filePlaceholder')}
            value={file}
            onChange={setFile}
            accept=".csv,.xlsx,.xml"
            clearable
            miw={320}
            data-testid="order-import-file"
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={reading}
            onClick={() => void read('file')}
          >
            {t('ordersImportExport.import.upload')}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {t('ordersImportExport.import.orUrl')}
        </Text>
        <Group align="flex-end">
          <TextInput
            label={t('ordersImportExport.import.url')}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            placeholder="https://"
            miw={320}
          />
          <Button variant="light" loading={reading} onClick={() => void read('url')}>
            {t('ordersImportExport.import.fetch')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
