import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderImportOutcome, OrderImportPreview } from '@zaplecze/contract/orders/order-import';
import { useTranslation } from '../../../lib/i18n';
import { notifyFailure } from '../../../lib/notify';
import { downloadImportReport, startOrderImport } from '../api/imports';
import { failureText } from './failure-text';

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
export function ResultStep({ preview, onStarted }: { preview: OrderImportPreview; onStarted: () => void }) {
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
