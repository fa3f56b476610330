import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { notifyFailure } from '../../../lib/notify';

interface Props {
  search: string;
  onSearch(value: string): void;
  searchLabel: string;
  addLabel: string;
  canEdit: boolean;
  onAdd(): void;
  onImport(): void;
  onExport(): Promise<void>;
  children?: React.ReactNode;
}

/** Search on the left; add, CSV import and CSV export on the right (editing ones only with the right). */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  addLabel,
  canEdit,
  onAdd,
  onImport,
  onExport,
  children,
}: Props) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifyFailure(t('productParameters.exportFailed'), error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={searchLabel}
          placeholder={searchLabel}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        {children}
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('productParameters.exportCsv')}
        </Button>
        {canEdit && (
          <>
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={onImport}>
              {t('productParameters.importCsv')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {addLabel}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
