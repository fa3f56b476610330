import { Button, Group, Text } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPrinter, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { notifyFailure } from '../../../../lib/notify';
import { exportLocations } from '../api/locations';
import { countLocations } from '../count-locations';

interface Props {
  selectedCount: number;
  selectedIds: string[];
  search: string;
  canEdit: boolean;
  onClear(): void;
  onImport(): void;
  onPrint(): void;
  onDelete(): void;
}

/** Import and export, and what can be done with the selection: labels, export, delete. */
export function LocationsToolbar({
  selectedCount,
  selectedIds,
  search,
  canEdit,
  onClear,
  onImport,
  onPrint,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      await exportLocations(selectedCount > 0 ? { ids: selectedIds } : { search: search || undefined });
    } catch (error) {
      notifyFailure(t('localization.locations.exportError'), error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group justify="space-between" gap="sm" mih={36}>
      <Group gap="xs">
        {selectedCount > 0 && (
          <>
            <Text size="sm" fw={500} aria-live="polite">
              {t('localization.locations.selected', { what: countLocations(selectedCount) })}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onClear}
            >
              {t('localization.locations.clearSelection')}
            </Button>
          </>
        )}
      </Group>
      <Group gap="xs">
        {canEdit && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={onImport}
          >
            {t('localization.locations.import')}
          </Button>
        )}
        <Button
          size="sm"
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void runExport()}
        >
          {t(selectedCount > 0 ? 'localization.locations.export' : 'localization.locations.exportAll')}
        </Button>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          disabled={selectedCount === 0}
          onClick={onPrint}
        >
          {t('localization.locations.printSelected')}
        </Button>
        {canEdit && (
          <Button
            size="sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={selectedCount === 0}
            onClick={onDelete}
          >
            {t('localization.locations.deleteSelected')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
