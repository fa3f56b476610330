import { Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { logPageSizes, logStatuses, type LogStatus } from '@zaplecze/contract/product-import/product-import';
import type { LogEntryView } from '@zaplecze/contract/product-import/product-import-api';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { PageButtons } from '../../components/pager/page-buttons';
import { PageSizeSelect } from '../../components/pager/page-size-select';
import { QueryState } from '../../components/query-state';
import { useTranslation } from '../../lib/i18n';
import { notifyFailure } from '../../lib/notify';
import { downloadExport } from './api/download-export';
import { useLogs } from './api/get-logs';
import { LogDetailsModal } from './components/log-details-modal';
import './translations';

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
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.logs.${key}`, options);
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
        {text('title')}
      </Title>
      <Group align="flex-end">
        <Select
          label={text('status')}
          data={logStatuses.map((value) => ({ value, label: t(`productImport.labels.logStatus.${value}`) }))}
          value={status ?? null}
          onChange={(value) => {
            setStatus((value ?? undefined) as LogStatus | undefined);
            setPage(0);
          }}
          placeholder={text('all')}
          clearable
          w={200}
        />
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void logs.refetch()}>
          {text('refresh')}
        </Button>
      </Group>
      <QueryState
        query={logs}
        errorMessage={text('loadFailed')}
        empty={text('empty')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={760}>
            <Table striped withTableBorder highlightOnHover aria-label={text('table')}>
              <Table.Thead>
                <Table.Tr>
                  {(['date', 'type', 'status', 'rows', 'user', 'message', 'file'] as const).map((column) => (
                    <Table.Th key={column}>{text(`columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
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
                      {t(`productImport.labels.importType.${entry.importType}`)} · {entry.fileName}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[entry.status]}>
                        {t(`productImport.labels.logStatus.${entry.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {text('rows', { processed: entry.processedRows, total: entry.totalRows })}
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
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Group justify="space-between">
        <PageSizeSelect
          id="import-logs-page-size"
          label={text('pageSize')}
          hiddenLabel
          sizes={logPageSizes}
          limit={size}
          onChange={(value) => {
            setSize(value);
            setPage(0);
          }}
          width={90}
        />
        <PageButtons
          page={page + 1}
          total={pages}
          onPageChange={(value) => setPage(value - 1)}
          labels={{ previous: text('previous'), next: text('next') }}
        />
      </Group>
      <LogDetailsModal id={openId} onClose={closeDetails} />
    </Stack>
  );
}

/** An export's download while its file exists; 'plik wygasł' once the sweep removed it. */
function ExportFile({ entry }: { entry: LogEntryView }) {
  const { t } = useTranslation();
  if (entry.importType !== 'export') return null;
  if (entry.fileExpired)
    return (
      <Text size="sm" c="dimmed">
        {t('productImport.logs.fileExpired')}
      </Text>
    );
  if (!entry.downloadUrl) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() =>
        void downloadExport(entry.id, entry.fileName).catch((error: unknown) =>
          notifyFailure(t('productImport.logs.downloadFailed'), error),
        )
      }
    >
      {t('productImport.logs.download')}
    </Button>
  );
}
