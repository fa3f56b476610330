import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import {
  orderImportFieldLabels,
  orderImportFields,
  orderImportFormats,
  orderImportMessages,
  orderImportProfileLabels,
  type OrderImportField,
  type OrderImportFormat,
  type OrderImportIdentifier,
  type OrderImportMode,
  type OrderImportOutcome,
  type OrderImportPreview,
  type OrderImportRun,
} from '@zaplecze/contract/orders/order-import';
import { openConfirm } from '../../components/confirm-modal';
import { JobProgressCard } from '../../components/job-progress-card';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { notify, notifyFailure } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import {
  downloadImportReport,
  dryRunOrders,
  fetchOrderUrl,
  importKeys,
  rollbackOrderImport,
  startOrderImport,
  uploadOrderFile,
  useOrderImport,
  useOrderImports,
} from './api/imports';
import './translations';

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** Step 1: a file or a URL, read by the server into a run with the recognised profile. */
function SourceStep({ onRead }: { onRead: (preview: OrderImportPreview) => void }) {
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

const fieldOptions = orderImportFields.map((field) => ({
  value: field,
  label: orderImportFieldLabels[field],
}));

/** Step 2: the mapping the profile proposed (changeable), the identifier and the mode, then the dry run. */
function MappingStep({
  run,
  onChecked,
}: {
  run: OrderImportRun;
  onChecked: (preview: OrderImportPreview) => void;
}) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<(OrderImportField | null)[]>(run.mapping);
  const [identifier, setIdentifier] = useState<OrderImportIdentifier>(run.identifier);
  const [mode, setMode] = useState<OrderImportMode>(run.mode);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      onChecked(await dryRunOrders(run.id, { identifier, mode, mapping }));
    } catch (failure) {
      setError(failureText(failure, t('ordersImportExport.import.dryRunFailed')));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="md">
        <Alert
          color={run.profile ? 'teal' : 'orange'}
          icon={run.profile ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
          data-testid="order-import-profile"
        >
          {run.profile
            ? orderImportMessages.recognised(orderImportProfileLabels[run.profile])
            : orderImportMessages.notRecognised}
        </Alert>
        <Text size="sm">
          {run.fileName} — {t('ordersImportExport.import.rows', { count: run.total })}
        </Text>
        <Title order={3} size="h5">
          {t('ordersImportExport.import.mapping')}
        </Title>
        <Table.ScrollContainer minWidth={480} mah={360}>
          <Table data-testid="order-import-mapping">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ordersImportExport.import.column')}</Table.Th>
                <Table.Th>{t('ordersImportExport.import.field')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.header.map((column, index) => (
                <Table.Tr key={`${index}-${column}`}>
                  <Table.Td>{column}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${t('ordersImportExport.import.field')}: ${column}`}
                      data={fieldOptions}
                      value={mapping[index] ?? null}
                      placeholder={t('ordersImportExport.import.skip')}
                      clearable
                      searchable
                      size="xs"
                      onChange={(value) =>
                        setMapping((current) => {
                          const next = [...current];
                          while (next.length < run.header.length) next.push(null);
                          next[index] = (value as OrderImportField | null) ?? null;
                          return next;
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Radio.Group
          label={t('ordersImportExport.import.identifier')}
          value={identifier}
          onChange={(value) => setIdentifier(value as OrderImportIdentifier)}
        >
          <Group mt="xs">
            <Radio value="external" label={t('ordersImportExport.import.identifiers.external')} />
            <Radio value="number" label={t('ordersImportExport.import.identifiers.number')} />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('ordersImportExport.import.mode')}
          value={mode}
          onChange={(value) => setMode(value as OrderImportMode)}
        >
          <Group mt="xs">
            <Radio value="addAndUpdate" label={t('ordersImportExport.import.modes.addAndUpdate')} />
            <Radio value="add" label={t('ordersImportExport.import.modes.add')} />
            <Radio value="update" label={t('ordersImportExport.import.modes.update')} />
          </Group>
        </Radio.Group>
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button loading={checking} onClick={() => void check()}>
            {t('ordersImportExport.import.dryRun')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const actionColor: Record<OrderImportOutcome['action'], string> = {
  create: 'teal.9',
  update: 'blue.8',
  unchanged: 'gray.7',
  reject: 'red.9',
};

function OutcomeDetails({ outcome }: { outcome: OrderImportOutcome }) {
  return (
    <Stack gap={2}>
      {outcome.reason && (
        <Text size="sm" c="red.9">
          {outcome.reason}
        </Text>
      )}
      {outcome.diff.map((change) => (
        <Text size="sm" key={change.field}>
          <b>{change.field}:</b> {change.before} → {change.after}
        </Text>
      ))}
      {outcome.warnings.map((warning, index) => (
        <Text size="sm" key={index}>
          ⚠ {warning.message}
        </Text>
      ))}
    </Stack>
  );
}

/** Step 3: the dry run's counts and orders (diffs, refusals, warnings), the report, and the start. */
function ResultStep({ preview, onStarted }: { preview: OrderImportPreview; onStarted: () => void }) {
  const { t } = useTranslation();
  const { run, outcomes } = preview;
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await startOrderImport(run.id);
      onStarted();
    } catch (failure) {
      notifyFailure(failureText(failure, t('ordersImportExport.import.startFailed')), failure);
    } finally {
      setStarting(false);
    }
  };
  const report = async () => {
    try {
      await downloadImportReport(run.id);
    } catch (failure) {
      notifyFailure(t('ordersImportExport.import.reportFailed'), failure);
    }
  };
  return (
    <Card withBorder data-testid="order-import-result">
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('ordersImportExport.import.result')}
        </Title>
        <Group gap="xs" data-testid="order-import-counts">
          {(['created', 'updated', 'unchanged', 'rejected'] as const).map((key) => (
            <Badge key={key} variant="light" size="lg">
              {t(`ordersImportExport.import.counts.${key}`, { count: run.counts[key] })}
            </Badge>
          ))}
        </Group>
        {outcomes.length === 0 ? (
          <Text size="sm">{t('ordersImportExport.import.noOutcomes')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} mah={420}>
            <Table verticalSpacing="xs" data-testid="order-import-outcomes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ordersImportExport.import.outcomeColumns.order')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.outcomeColumns.line')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.outcomeColumns.result')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.outcomeColumns.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outcomes.map((outcome) => (
                  <Table.Tr key={`${outcome.line}-${outcome.key}`} data-testid="order-import-outcome">
                    <Table.Td>
                      {outcome.orderNo ? `${outcome.key} (#${outcome.orderNo})` : outcome.key}
                    </Table.Td>
                    <Table.Td>{outcome.line}</Table.Td>
                    <Table.Td>
                      <Badge color={actionColor[outcome.action]}>
                        {t(`ordersImportExport.import.actions.${outcome.action}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <OutcomeDetails outcome={outcome} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group>
          <Button loading={starting} onClick={() => void start()}>
            {t('ordersImportExport.import.start')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void report()}
          >
            {t('ordersImportExport.import.report')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Step 4: the job's progress, then its result. */
function ProgressStep({ runId, onDismiss }: { runId: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useOrderImport(runId);
  const run = query.data?.run;
  const onDone = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: importKeys.list() }),
    [queryClient],
  );
  return (
    <JobProgressCard
      title={t('ordersImportExport.import.progressTitle')}
      testId="order-import-progress"
      job={
        run && run.status !== 'analysed' && run.status !== 'mapping' && run.status !== 'rolledBack'
          ? {
              status: run.status,
              processed: run.processed,
              total: run.total,
              error: run.error,
              message: t('ordersImportExport.import.done', run.counts),
            }
          : undefined
      }
      runningText={
        run
          ? t('ordersImportExport.import.progress', { processed: run.processed, total: run.total })
          : undefined
      }
      onDone={onDone}
      onDismiss={onDismiss}
    />
  );
}

function ImportLog() {
  const { t } = useTranslation();
  const runs = useOrderImports();
  const queryClient = useQueryClient();
  const rollback = (run: OrderImportRun) =>
    openConfirm({
      type: 'danger',
      title: t('ordersImportExport.import.rollbackTitle'),
      message: t('ordersImportExport.import.rollbackMessage', { name: run.fileName }),
      confirmText: t('ordersImportExport.import.rollbackConfirm'),
      onConfirm: () =>
        void rollbackOrderImport(run.id)
          .then(() => {
            notify('green', t('ordersImportExport.import.rolledBack'));
            return queryClient.invalidateQueries();
          })
          .catch((failure: unknown) =>
            notifyFailure(failureText(failure, t('ordersImportExport.import.rollbackFailed')), failure),
          ),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('ordersImportExport.import.log')}
      </Title>
      <QueryState
        query={runs}
        loadingLabel={t('ordersImportExport.import.logLoading')}
        errorMessage={t('ordersImportExport.import.logError')}
        empty={t('ordersImportExport.import.logEmpty')}
      >
        {(list) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="order-imports">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ordersImportExport.import.logColumns.created')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.logColumns.user')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.logColumns.file')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.logColumns.state')}</Table.Th>
                  <Table.Th>{t('ordersImportExport.import.logColumns.result')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('ordersImportExport.import.logColumns.action')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((run) => (
                  <Table.Tr key={run.id} data-testid="order-import-row">
                    <Table.Td>{formatWarsawDateTime(run.createdAt)}</Table.Td>
                    <Table.Td>{run.userName ?? '—'}</Table.Td>
                    <Table.Td>{run.fileName}</Table.Td>
                    <Table.Td>
                      <Badge
                        color={
                          run.status === 'failed' ? 'red.9' : run.status === 'done' ? 'teal.9' : 'gray.7'
                        }
                      >
                        {t(`ordersImportExport.import.state.${run.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t('ordersImportExport.import.done', run.counts)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {run.status === 'done' && (
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t('ordersImportExport.import.rollbackLabel', { name: run.fileName })}
                          onClick={() => rollback(run)}
                        >
                          {t('ordersImportExport.import.rollback')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /dashboard/orders-import-export/import: file or URL → recognised profile and mapping →
 * identifier and mode → dry run with the diff → import as a job → log with rollback.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('ordersImportExport.import.title'));
  const allowed = usePermission('oms.edit');
  const queryClient = useQueryClient();
  const [run, setRun] = useState<OrderImportRun | null>(null);
  const [preview, setPreview] = useState<OrderImportPreview | null>(null);
  const [started, setStarted] = useState(false);
  const reset = () => {
    setRun(null);
    setPreview(null);
    setStarted(false);
  };
  if (!allowed)
    return (
      <Alert color="orange" icon={<IconAlertCircle aria-hidden />}>
        {t('ordersImportExport.import.noPermission')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('ordersImportExport.import.title')}
      </Title>
      {!run && <SourceStep onRead={(read) => setRun(read.run)} />}
      {run && !started && <MappingStep key={run.id} run={run} onChecked={setPreview} />}
      {run && preview && !started && (
        <ResultStep
          preview={preview}
          onStarted={() => {
            setStarted(true);
            void queryClient.invalidateQueries({ queryKey: importKeys.list() });
          }}
        />
      )}
      {run && started && (
        <Stack gap="xs">
          <ProgressStep runId={run.id} onDismiss={reset} />
          <Group>
            <Button variant="light" onClick={reset}>
              {t('ordersImportExport.import.again')}
            </Button>
          </Group>
        </Stack>
      )}
      <ImportLog />
    </Stack>
  );
}
