import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import {
  auditMessages,
  formatAuditTime,
  type AuditAction,
  type AuditEntry,
} from '@zaplecze/contract/audit/audit';

const actionColors: Partial<Record<AuditAction, string>> = {
  create: 'green',
  edit: 'blue',
  delete: 'red',
  login: 'gray',
  login_failed: 'orange',
  deactivate: 'orange',
  activate: 'teal',
};

/** Each "field: before → after" change on its own line. */
function Details({ text }: { text: string }) {
  if (!text)
    return (
      <Text size="sm" c="gray.6">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      {text.split('; ').map((part, index) => (
        <Text key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {part}
        </Text>
      ))}
    </Stack>
  );
}

/** The audit log table: date, user, action (Polish name), target and field-level details. */
export function HistoryTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employeeAccounts.historyTab.columns.date')}</Table.Th>
            <Table.Th>{t('employeeAccounts.historyTab.columns.user')}</Table.Th>
            <Table.Th>{t('employeeAccounts.historyTab.columns.action')}</Table.Th>
            <Table.Th>{t('employeeAccounts.historyTab.columns.target')}</Table.Th>
            <Table.Th>{t('employeeAccounts.historyTab.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAuditTime(entry.createdAt)}</Table.Td>
              <Table.Td>
                {entry.user ? entry.user.name || auditMessages.removedUser : auditMessages.system}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={actionColors[entry.action] ?? 'gray'} c="gray.9" tt="none">
                  {entry.actionLabel}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="gray.7">
                  {t(`employeeAccounts.historyTab.targetTypes.${entry.targetType}`, {
                    defaultValue: t('employeeAccounts.historyTab.targetTypes.unknown'),
                  })}
                </Text>
                <Text size="sm">{entry.targetLabel ?? '—'}</Text>
              </Table.Td>
              <Table.Td maw={420}>
                <Details text={entry.detailsText} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
