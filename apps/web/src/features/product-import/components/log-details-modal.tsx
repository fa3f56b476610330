import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { rolledBackEntriesText } from '@zaplecze/contract/product-import/product-import';
import type { LogEntryView } from '@zaplecze/contract/product-import/product-import-api';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { openConfirm } from '../../../components/confirm-modal';
import { LoadingState } from '../../../components/page-states';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { downloadRejectedRows } from '../api/download-rejected-rows';
import { useLogDetails } from '../api/get-log-details';
import { useRollback } from '../api/rollback-import';

/**
 * Why a rollback waits (the API's 409 rule): the newer imports to roll back first, newest first,
 * named as the log lists them — „Najpierw cofnij import „b.csv” z 27.11.2026, 14:05.”
 */
function rollbackBlockedText(t: TFunction, runs: LogEntryView['rollbackBlockedBy']): string {
  const named = runs
    .toReversed()
    .map((run) =>
      t('productImport.logs.blockedRun', { file: run.fileName, date: formatWarsawDateTime(run.created) }),
    )
    .join(', ');
  return t(`productImport.logs.${runs.length === 1 ? 'blockedOne' : 'blockedMany'}`, { runs: named });
}

/** An import's log entry: its changes, rejected rows and warnings, the rollback and the problem file. */
export function LogDetailsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`productImport.logs.${key}`, options);
  const details = useLogDetails(id);
  const rollback = useRollback();
  const entry = details.data?.entry;
  const confirmRollback = () =>
    openConfirm({
      type: 'warning',
      title: text('rollbackTitle'),
      message: text('rollbackMessage'),
      confirmText: text('rollback'),
      onConfirm: () =>
        rollback.mutate(id!, {
          onSuccess: (result) =>
            notify(
              'green',
              text('rolledBack', {
                restored: result.restored,
                deleted: result.deleted,
                skipped: result.skipped.length
                  ? text('rollbackSkipped', {
                      count: result.skipped.length,
                      skus: result.skipped.map((item) => item.sku).join(', '),
                    })
                  : '',
                entries: rolledBackEntriesText(result.entries),
              }),
            ),
          onError: (error) => notifyFailure(text('rollbackFailed'), error),
        }),
    });
  const blocked = !entry?.canRollback && (entry?.rollbackBlockedBy.length ?? 0) > 0;
  return (
    <Modal opened={!!id} onClose={onClose} title={text('details')} size="xl">
      {!details.data ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          <Text>{entry!.message}</Text>
          <Group>
            {entry!.canRollback && (
              <Button color="orange" onClick={confirmRollback} loading={rollback.isPending}>
                {text('rollback')}
              </Button>
            )}
            {blocked && (
              <Button color="orange" disabled aria-describedby="rollback-blocked">
                {text('rollback')}
              </Button>
            )}
            {entry!.rejected + entry!.warnings > 0 && (
              <Button
                variant="light"
                onClick={() => void downloadRejectedRows(entry!.id, text('rejectedFile'))}
              >
                {text('downloadRejected')}
              </Button>
            )}
          </Group>
          {blocked && (
            <Text id="rollback-blocked" size="sm" c="dimmed">
              {rollbackBlockedText(t, entry!.rollbackBlockedBy)}
            </Text>
          )}
          {details.data.changes.length > 0 && (
            <Table aria-label={text('changes')}>
              <Table.Tbody>
                {details.data.changes.map((change) => (
                  <Table.Tr key={change.productId}>
                    <Table.Td>{text('changeLine', { line: change.line })}</Table.Td>
                    <Table.Td>{change.changes.join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {details.data.rejectedRows.map((row, index) => (
            <Text key={index} size="sm" c="red">
              {text('problem', { line: row.line, field: row.field, reason: row.reason })}
            </Text>
          ))}
          {details.data.warningRows.length > 0 && (
            <Title order={4} size="h5">
              {text('warnings')}
            </Title>
          )}
          {details.data.warningRows.map((row, index) => (
            <Text key={`w-${index}`} size="sm" c="orange">
              {text('problem', { line: row.line, field: row.field, reason: row.reason })}
            </Text>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
