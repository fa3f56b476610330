import { Alert, Button, FileInput, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { LocationWarehouse } from '@zaplecze/contract/locations/locations';
import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useImportLocations } from '../api/locations';
import { countLocations } from '../count-locations';

/** CSV import into one warehouse; the whole file or nothing, with every bad row listed. */
export function ImportDialog({
  warehouses,
  defaultWarehouseId,
  onClose,
}: {
  warehouses: LocationWarehouse[];
  defaultWarehouseId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const upload = useImportLocations();
  const [warehouseId, setWarehouseId] = useState<string | null>(
    defaultWarehouseId ?? warehouses[0]?.id ?? null,
  );
  const [file, setFile] = useState<File | null>(null);
  const error = upload.error;
  const rowErrors =
    error instanceof ApiError
      ? Object.entries(error.fields).filter(([key]) => key !== 'file' && key !== 'warehouseId')
      : [];

  const submit = () => {
    if (!file || !warehouseId) return;
    upload.mutate(
      { warehouseId, file },
      {
        onSuccess: (result) => {
          notify('green', t('localization.importDialog.done', { what: countLocations(result.created) }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('localization.importDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('localization.importDialog.intro')}</Text>
        <Text size="sm" c="gray.7">
          {t('localization.importDialog.rule')}
        </Text>
        <Select
          label={t('localization.importDialog.warehouse')}
          withAsterisk
          allowDeselect={false}
          data={warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
          value={warehouseId}
          onChange={setWarehouseId}
        />
        <FileInput
          label={t('localization.importDialog.file')}
          placeholder={t('localization.importDialog.filePlaceholder')}
          withAsterisk
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(value) => {
            setFile(value);
            upload.reset();
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clearFile') }}
        />
        {error && (
          <Alert color="red" title={t('localization.importDialog.errorsTitle')} role="alert">
            <Text size="sm">{error.message}</Text>
            {rowErrors.length > 1 && (
              <List size="sm" mt="xs">
                {rowErrors.map(([key, message]) => (
                  <List.Item key={key}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('localization.cancel')}
          </Button>
          <Button onClick={submit} disabled={!file || !warehouseId} loading={upload.isPending}>
            {t('localization.importDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
