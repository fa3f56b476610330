import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { auditPageSizes } from '@zaplecze/contract/audit/audit';
import { pageCount } from '@zaplecze/contract/common/pagination';
import { useClampPage } from '../../components/list-filters/use-clamp-page';
import { QueryState } from '../../components/query-state';
import { notify } from '../../lib/notify';
import { useExportAuditLog } from './api/export-audit-log';
import { useAuditLog, type AuditQuery } from './api/get-audit-log';
import { HistoryFilters } from './components/history-filters';
import { HistoryTable } from './components/history-table';
import { Pager } from './components/pager';
import { errorMessage } from './field-errors';
import { useHistoryFilters } from './use-history-filters';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

/** /dashboard/employee-accounts/history: "Historia zmian" (spec 001 §2.3). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('employeeAccounts.tabs.history')} · ${t('employeeAccounts.title')}`);
  const { filters, update } = useHistoryFilters();
  const query: AuditQuery = {
    page: filters.page,
    limit: filters.limit,
    action: filters.action,
    search: filters.search || undefined,
    userId: filters.userId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const log = useAuditLog(query);
  const exporter = useExportAuditLog();
  const lastPage = log.data && log.data.count > 0 ? pageCount(log.data.count, filters.limit) : null;

  useClampPage(lastPage, filters.page, update);

  const onExport = async () => {
    try {
      await exporter.mutateAsync(query);
      notify('green', t('employeeAccounts.historyTab.exported'));
    } catch (error) {
      notify('red', errorMessage(error, t('employeeAccounts.historyTab.exportFailed')));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="history-title">
              {t('employeeAccounts.historyTab.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('employeeAccounts.historyTab.subtitle')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporter.isPending}
            onClick={() => void onExport()}
          >
            {t('employeeAccounts.historyTab.export')}
          </Button>
        </Group>
        <HistoryFilters filters={filters} onChange={update} />
        <QueryState
          query={log}
          errorMessage={(error) => errorMessage(error, t('employeeAccounts.historyTab.loadFailed'))}
          empty={t('employeeAccounts.historyTab.empty')}
        >
          {(data) => (
            <>
              <HistoryTable entries={data.data} />
              <Pager
                page={filters.page}
                limit={filters.limit}
                count={data.count}
                pageSizes={auditPageSizes}
                onPageChange={(page) => update({ page })}
                onLimitChange={(limit) => update({ limit })}
              />
            </>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
