import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderImportRun } from '@zaplecze/contract/orders/order-import';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { openConfirm } from '../../../components/confirm-modal';
import { QueryState } from '../../../components/query-state';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { rollbackOrderImport, useOrderImports } from '../api/imports';
import { JobListTable } from '../job-list-table';
import { failureText } from './failure-text';

/**
 * Why a rollback waits (the API's 409 rule): the newer imports to roll back first, newest first —
 * „Najpierw wycofaj import „b.csv” z 28.11.2026, 12:05: zmienił te same zamówienia.”
 */
function blockedText(t: TFunction, runs: OrderImportRun['rollbackBlockedBy']): string {
  const named = runs
    .toReversed()
    .map((run) =>
      t('ordersImportExport.import.blockedRun', {
        file: run.fileName,
        date: formatWarsawDateTime(run.createdAt),
      }),
    )
    .join(', ');
  return t(`ordersImportExport.import.${runs.length === 1 ? 'blockedOne' : 'blockedMany'}`, { runs: named });
}

/** The imports log: the account's runs with their state and counts; a finished one can be rolled back. */
export function ImportLog() {
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
          .then((done) => {
            notify(
              'green',
              done.rollbackSkipped > 0
                ? t('ordersImportExport.import.rolledBackSkipped', { count: done.rollbackSkipped })
                : t('ordersImportExport.import.rolledBack'),
            );
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
          <JobListTable
            rows={list.data}
            testId="order-imports"
            rowTestId="order-import-row"
            labels={{
              created: t('ordersImportExport.import.logColumns.created'),
              user: t('ordersImportExport.import.logColumns.user'),
              action: t('ordersImportExport.import.logColumns.action'),
            }}
            columns={[
              { header: t('ordersImportExport.import.logColumns.file'), cell: (run) => run.fileName },
              {
                header: t('ordersImportExport.import.logColumns.state'),
                cell: (run) => (
                  <Badge
                    color={run.status === 'failed' ? 'red.9' : run.status === 'done' ? 'teal.9' : 'gray.7'}
                  >
                    {t(`ordersImportExport.import.state.${run.status}`)}
                  </Badge>
                ),
              },
              {
                header: t('ordersImportExport.import.logColumns.result'),
                cell: (run) => (
                  <>
                    <Text size="sm">{t('ordersImportExport.import.done', run.counts)}</Text>
                    {run.rollbackSkipped > 0 && (
                      <Text size="xs" c="orange.9">
                        {t('ordersImportExport.import.skippedNote', { count: run.rollbackSkipped })}
                      </Text>
                    )}
                  </>
                ),
              },
            ]}
            action={(run) => {
              if (run.status !== 'done') return null;
              const blocked = run.rollbackBlockedBy.length > 0;
              const reasonId = `rollback-blocked-${run.id}`;
              return (
                <Stack gap={4} align="flex-start">
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={t('ordersImportExport.import.rollbackLabel', { name: run.fileName })}
                    disabled={blocked}
                    aria-describedby={blocked ? reasonId : undefined}
                    onClick={() => rollback(run)}
                  >
                    {t('ordersImportExport.import.rollback')}
                  </Button>
                  {blocked && (
                    <Text id={reasonId} size="xs" c="dimmed" maw={260}>
                      {blockedText(t, run.rollbackBlockedBy)}
                    </Text>
                  )}
                </Stack>
              );
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
