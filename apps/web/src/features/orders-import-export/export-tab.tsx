import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import type { OrderExport, OrderExportFormat, OrderExportLayout } from '@zaplecze/contract/orders/export';
import { serializeOrderFilter, type FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { notify, notifyFailure } from '../../lib/notify';
import { decodeListFilter } from '../../lib/orders-list-url';
import { usePageTitle } from '../../lib/use-page-title';
import { usePermission } from '../../lib/use-permission';
import {
  downloadOrderExport,
  exportKeys,
  startOrderExport,
  useMatchingCount,
  useOrderExports,
  useStatusName,
} from './api/exports';
import { JobListTable } from './job-list-table';
import './translations';

const idPattern = /^([0-9a-f-]{36}|none)$/i;

/** The orders list's filter as its URL carries it (`status`, `f`): what the export takes. */
export function exportFilterOf(params: URLSearchParams): { statusId?: string; filter: FilterGroup | null } {
  const status = params.get('status');
  const encoded = params.get('f');
  return {
    ...(status && idPattern.test(status) ? { statusId: status } : {}),
    filter: encoded ? decodeListFilter(encoded) : null,
  };
}

const conditionCount = (group: FilterGroup): number =>
  group.conditions.length + group.groups.reduce((sum, inner) => sum + conditionCount(inner), 0);

function ScopeCard({ statusId, filter }: { statusId?: string; filter: FilterGroup | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filterJson = filter ? serializeOrderFilter(filter) : undefined;
  const count = useMatchingCount(statusId, filterJson);
  const statusName = useStatusName(statusId);
  const listParams = new URLSearchParams();
  for (const key of ['status', 'f']) if (params.get(key)) listParams.set(key, params.get(key)!);
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Text fw={600}>{t('ordersImportExport.export.scope')}</Text>
        {!statusId && !filter && <Text size="sm">{t('ordersImportExport.export.allOrders')}</Text>}
        {statusId === 'none' && <Text size="sm">{t('ordersImportExport.export.noStatus')}</Text>}
        {statusId && statusId !== 'none' && (
          <Text size="sm">{t('ordersImportExport.export.status', { name: statusName.data ?? '…' })}</Text>
        )}
        {filter && (
          <Text size="sm">
            {t('ordersImportExport.export.conditions', { count: conditionCount(filter) })}
          </Text>
        )}
        <Text size="sm" fw={600} data-testid="export-count" aria-live="polite">
          {count.isPending
            ? t('ordersImportExport.export.countLoading')
            : count.isError
              ? t('ordersImportExport.export.countError')
              : t('ordersImportExport.export.count', { count: count.data })}
        </Text>
        <Anchor component={Link} to={`/dashboard/orders?${listParams}`} size="sm">
          {t('ordersImportExport.export.changeFilter')}
        </Anchor>
      </Stack>
    </Card>
  );
}

function StateCell({ item }: { item: OrderExport }) {
  const { t } = useTranslation();
  // Filled, dark shades: white text keeps the contrast of WCAG AA.
  const color = { queued: 'gray.7', running: 'blue.8', done: 'teal.9', failed: 'red.9' }[item.status];
  return (
    <Stack gap={4}>
      <Badge color={color}>{t(`ordersImportExport.export.state.${item.status}`)}</Badge>
      {(item.status === 'running' || item.status === 'queued') && (
        <Progress
          value={item.total > 0 ? Math.round((item.processed / item.total) * 100) : 0}
          aria-label={t('ordersImportExport.export.progressLabel')}
          animated
        />
      )}
      <Text size="xs" c="gray.7">
        {item.status === 'failed'
          ? item.error
          : t('ordersImportExport.export.progress', { processed: item.processed, total: item.total })}
      </Text>
    </Stack>
  );
}

function RecentExports() {
  const { t } = useTranslation();
  const exports = useOrderExports();
  const download = async (item: OrderExport) => {
    try {
      await downloadOrderExport(item.id, item.fileName ?? `zamowienia.${item.format}`);
    } catch (error) {
      notifyFailure(t('ordersImportExport.export.downloadFailed'), error);
    }
  };
  return (
    <QueryState
      query={exports}
      loadingLabel={t('ordersImportExport.export.loading')}
      errorMessage={t('ordersImportExport.export.loadError')}
      empty={t('ordersImportExport.export.empty')}
    >
      {(list) => (
        <JobListTable
          rows={list.data}
          testId="order-exports"
          rowTestId="order-export-row"
          labels={{
            created: t('ordersImportExport.export.columns.created'),
            user: t('ordersImportExport.export.columns.user'),
            action: t('ordersImportExport.export.columns.action'),
          }}
          columns={[
            {
              header: t('ordersImportExport.export.columns.file'),
              cell: (item) =>
                `${item.format.toUpperCase()}, ${t(`ordersImportExport.export.layoutShort.${item.layout}`)}`,
            },
            {
              header: t('ordersImportExport.export.columns.state'),
              cell: (item) => <StateCell item={item} />,
            },
          ]}
          action={(item) =>
            item.downloadable ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={t('ordersImportExport.export.downloadLabel', { name: item.fileName })}
                onClick={() => void download(item)}
              >
                {t('ordersImportExport.export.download')}
              </Button>
            ) : item.status === 'done' ? (
              <Text size="sm" c="gray.7">
                {t('ordersImportExport.export.expired')}
              </Text>
            ) : null
          }
        />
      )}
    </QueryState>
  );
}

/** One choice of the form as radio buttons, one per option. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: Record<T, string>;
}) {
  return (
    <Radio.Group label={props.label} value={props.value} onChange={(value) => props.onChange(value as T)}>
      <Group mt="xs">
        {(Object.entries(props.options) as [T, string][]).map(([value, label]) => (
          <Radio key={value} value={value} label={label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * /dashboard/orders-import-export/export: the orders of the list's filter (from the URL, as the
 * list's 'Eksportuj' passes it) to CSV or XLSX, per order or per line, and the recent exports.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('ordersImportExport.export.pageTitle'));
  const allowed = usePermission('oms.export');
  const [params] = useSearchParams();
  const { statusId, filter } = exportFilterOf(params);
  const [format, setFormat] = useState<OrderExportFormat>('csv');
  const [layout, setLayout] = useState<OrderExportLayout>('order');
  const [starting, setStarting] = useState(false);
  const queryClient = useQueryClient();

  if (!allowed)
    return (
      <Alert color="orange" icon={<IconAlertCircle aria-hidden />}>
        {t('ordersImportExport.export.noPermission')}
      </Alert>
    );

  const start = async () => {
    setStarting(true);
    try {
      await startOrderExport({
        format,
        layout,
        filter: { statusId, rootGroup: filter ?? undefined, archived: 'exclude' },
      });
      notify('green', t('ordersImportExport.export.started'));
      await queryClient.invalidateQueries({ queryKey: exportKeys.list() });
    } catch (error) {
      notifyFailure(
        error instanceof ApiError ? error.message : t('ordersImportExport.export.startFailed'),
        error,
      );
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('ordersImportExport.export.title')}
      </Title>
      <ScopeCard statusId={statusId} filter={filter} />
      <Card withBorder>
        <Stack gap="md">
          <Choice
            label={t('ordersImportExport.export.format')}
            value={format}
            onChange={setFormat}
            options={{ csv: t('ordersImportExport.export.csv'), xlsx: t('ordersImportExport.export.xlsx') }}
          />
          <Choice
            label={t('ordersImportExport.export.layout')}
            value={layout}
            onChange={setLayout}
            options={{
              order: t('ordersImportExport.export.layoutOrder'),
              line: t('ordersImportExport.export.layoutLine'),
            }}
          />
          <Group>
            <Button
              onClick={() => void start()}
              loading={starting}
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('ordersImportExport.export.start')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={3} size="h4">
        {t('ordersImportExport.export.recent')}
      </Title>
      <RecentExports />
    </Stack>
  );
}
