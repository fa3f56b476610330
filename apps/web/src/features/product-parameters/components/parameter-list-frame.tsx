import { Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CsvImportResult } from '@zaplecze/contract/product-parameters/product-parameters';
import { CsvImportModal } from './csv-import-modal';
import { ListToolbar } from './list-toolbar';

interface Props {
  list: { searchInput: string; setSearchInput(value: string): void };
  searchLabel: string;
  addLabel: string;
  canEdit: boolean;
  onAdd(): void;
  onExport(): Promise<void>;
  importTitle: string;
  importColumns: string;
  importer: UseMutationResult<CsvImportResult, Error, File>;
  /** Filters beside the search. */
  filters?: ReactNode;
  /** The list and its dialogs. */
  children: ReactNode;
}

/** A parameters tab: the search / add / CSV toolbar, the list, and the CSV import dialog. */
export function ParameterListFrame(props: Props) {
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="md">
      <ListToolbar
        search={props.list.searchInput}
        onSearch={props.list.setSearchInput}
        searchLabel={props.searchLabel}
        addLabel={props.addLabel}
        canEdit={props.canEdit}
        onAdd={props.onAdd}
        onImport={() => setImporting(true)}
        onExport={props.onExport}
      >
        {props.filters}
      </ListToolbar>
      {props.children}
      <CsvImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        title={props.importTitle}
        columnsHint={props.importColumns}
        mutation={props.importer}
      />
    </Stack>
  );
}
