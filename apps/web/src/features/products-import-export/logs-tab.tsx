import { Badge, Button, Group, Modal, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  logPageSizes,
  logStatusLabels,
  logStatuses,
  rolledBackEntriesText,
  type LogStatus,
} from '@zaplecze/contract/product-import';
import { openConfirm } from '../../components/confirm-modal';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states';
import { notify, notifyFailure } from '../../lib/notify';
import type { LogEntryView } from '@zaplecze/contract/product-import-api';
import { formatWarsawDateTime } from '@zaplecze/contract/warsaw-time';
import { downloadExport, downloadRejectedRows, useLogDetails, useLogs, useRollback } from './api';

const statusColors: Record<LogStatus, string> = {
  Success: 'green',
  PartialSuccess: 'yellow',
  Error: 'red',
  InProgress: 'blue',
};

const statusOf = (value: string | null) =>
  (logStatuses as readonly string[]).includes(value ?? '') ? (value as LogStatus) : undefined;

/** 'Logi importu i eksportu' (002 §2.4, §9): pages from 0, offset = page × size, status filter, refresh. */
export function Component() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  // Links from elsewhere (the Pulpit) open an entry (?run=) or filter by status (?status=).
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<LogStatus | undefined>(() => statusOf(params.get('status')));
  const [openId, setOpenId] = useState<string | null>(() => params.get('run'));
  const closeDetails = () => {
    setOpenId(null);
    if (params.has('run'))
      setParams(
        (current) => {
          current.delete('run');
          return current;
        },
        { replace: true },
      );
  };
  const logs = useLogs({ offset: page * size, limit: size, status });
  const pages = Math.max(1, Math.ceil((logs.data?.count ?? 0) / size));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Logi importu i eksportu
      </Title>
      <Group align="flex-end">
        <Select
          label="Status"
          data={logStatuses.map((value) => ({ value, label: logStatusLabels[value] }))}
          value={status ?? null}
          onChange={(value) => {
            setStatus((value ?? undefined) as LogStatus | undefined);
            setPage(0);
          }}
          placeholder="Wszystkie"
          clearable
          w={200}
        />
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void logs.refetch()}>
          Odśwież
        </Button>
      </Group>
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError ? (
        <ErrorState message="Nie udało się pobrać logów" onRetry={() => void logs.refetch()} />
      ) : logs.data.items.length === 0 ? (
        <EmptyState text="Brak logów do wyświetlenia." />
      ) : (
        <Table striped withTableBorder highlightOnHover aria-label="Logi">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Typ</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Wiersze</Table.Th>
              <Table.Th>Użytkownik</Table.Th>
              <Table.Th>Komunikat</Table.Th>
              <Table.Th>Plik</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.items.map((entry) => (
              <Table.Tr
                key={entry.id}
                // An export has no import details (changes, rejected rows, rollback) to open.
                onClick={entry.importType === 'import' ? () => setOpenId(entry.id) : undefined}
                onKeyDown={
                  entry.importType === 'import'
                    ? (event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          setOpenId(entry.id);
                        }
                      }
                    : undefined
                }
                tabIndex={entry.importType === 'import' ? 0 : undefined}
                style={entry.importType === 'import' ? { cursor: 'pointer' } : undefined}
              >
                <Table.Td>{formatWarsawDateTime(entry.created)}</Table.Td>
                <Table.Td>
                  {entry.importType === 'import' ? 'Import' : 'Eksport'} · {entry.fileName}
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColors[entry.status]}>{logStatusLabels[entry.status]}</Badge>
                </Table.Td>
                <Table.Td>
                  {entry.processedRows} z {entry.totalRows}
                </Table.Td>
                <Table.Td>{entry.userName ?? '—'}</Table.Td>
                <Table.Td>{entry.message}</Table.Td>
                <Table.Td>
                  <ExportFile entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between">
        <Select
          aria-label="Wierszy na stronie"
          data={logPageSizes.map(String)}
          value={String(size)}
          onChange={(value) => {
            setSize(Number(value));
            setPage(0);
          }}
          allowDeselect={false}
          w={90}
        />
        <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />
      </Group>
      <LogDetailsModal id={openId} onClose={closeDetails} />
    </Stack>
  );
}

/** An export's download while its file exists; 'plik wygasł' once the sweep removed it. */
function ExportFile({ entry }: { entry: LogEntryView }) {
  if (entry.importType !== 'export') return null;
  if (entry.fileExpired)
    return (
      <Text size="sm" c="dimmed">
        plik wygasł
      </Text>
    );
  if (!entry.downloadUrl) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() =>
        void downloadExport(entry.id, entry.fileName).catch((error: unknown) =>
          notifyFailure('Nie udało się pobrać pliku', error),
        )
      }
    >
      Pobierz
    </Button>
  );
}

/**
 * Why a rollback waits (the API's 409 rule): the newer imports to roll back first, newest first,
 * named as the log lists them — „Najpierw cofnij import „b.csv” z 27.11.2026, 14:05.”
 */
function rollbackBlockedText(runs: LogEntryView['rollbackBlockedBy']): string {
  const named = runs
    .toReversed()
    .map((run) => `„${run.fileName}” z ${formatWarsawDateTime(run.created)}`)
    .join(', ');
  return runs.length === 1
    ? `Najpierw cofnij import ${named}: zmienił te same produkty.`
    : `Najpierw cofnij importy (od najnowszego) ${named}: zmieniły te same produkty.`;
}

function LogDetailsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const details = useLogDetails(id);
  const rollback = useRollback();
  const entry = details.data?.entry;
  const confirmRollback = () =>
    openConfirm({
      type: 'warning',
      title: 'Cofnąć import?',
      message:
        'Produkty utworzone przez ten import zostaną usunięte, a zmienione pola wrócą do poprzednich wartości. Produkty edytowane po imporcie zostaną pominięte. Wpisy słowników utworzone przez import (producenci, marki, dostawcy, kategorie) zostaną usunięte, jeśli nic ich już nie używa.',
      confirmText: 'Cofnij import',
      onConfirm: () =>
        rollback.mutate(id!, {
          onSuccess: (result) =>
            notify(
              'green',
              `Import cofnięty: przywrócono ${result.restored}, usunięto ${result.deleted}${result.skipped.length ? `, pominięto ${result.skipped.length} (edytowane po imporcie: ${result.skipped.map((item) => item.sku).join(', ')})` : ''}${rolledBackEntriesText(result.entries)}`,
            ),
          onError: (error) => notifyFailure('Nie udało się cofnąć importu', error),
        }),
    });
  return (
    <Modal opened={!!id} onClose={onClose} title="Szczegóły importu" size="xl">
      {!details.data ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          <Text>{entry!.message}</Text>
          <Group>
            {entry!.canRollback && (
              <Button color="orange" onClick={confirmRollback} loading={rollback.isPending}>
                Cofnij import
              </Button>
            )}
            {!entry!.canRollback && entry!.rollbackBlockedBy.length > 0 && (
              <Button color="orange" disabled aria-describedby="rollback-blocked">
                Cofnij import
              </Button>
            )}
            {entry!.rejected + entry!.warnings > 0 && (
              <Button variant="light" onClick={() => void downloadRejectedRows(entry!.id)}>
                Pobierz odrzucone wiersze i ostrzeżenia (CSV)
              </Button>
            )}
          </Group>
          {!entry!.canRollback && entry!.rollbackBlockedBy.length > 0 && (
            <Text id="rollback-blocked" size="sm" c="dimmed">
              {rollbackBlockedText(entry!.rollbackBlockedBy)}
            </Text>
          )}
          {details.data.changes.length > 0 && (
            <Table aria-label="Zmiany">
              <Table.Tbody>
                {details.data.changes.map((change) => (
                  <Table.Tr key={change.productId}>
                    <Table.Td>wiersz {change.line}</Table.Td>
                    <Table.Td>{change.changes.join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {details.data.rejectedRows.map((row, index) => (
            <Text key={index} size="sm" c="red">
              Wiersz {row.line}, {row.field}: {row.reason}
            </Text>
          ))}
          {details.data.warningRows.length > 0 && (
            <Title order={4} size="h5">
              Ostrzeżenia
            </Title>
          )}
          {details.data.warningRows.map((row, index) => (
            <Text key={`w-${index}`} size="sm" c="orange">
              Wiersz {row.line}, {row.field}: {row.reason}
            </Text>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
