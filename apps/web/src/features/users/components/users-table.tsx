import { Badge, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { User } from '@zaplecze/contract/users/users';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { formatLastActivity } from '../format-date';
import { UserCell } from './user-cell';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';
import classes from './users-table.module.css';

interface Props {
  users: readonly User[];
  currentUserId: string | null;
  busy: boolean;
  handlers: UserRowHandlers;
}

function TwoFactorIcon({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const label = enabled
    ? t('employeeAccounts.usersTab.twoFactorOn')
    : t('employeeAccounts.usersTab.twoFactorOff');
  const Icon = enabled ? IconShieldCheck : IconShieldX;
  return (
    <Tooltip label={label} withArrow>
      <span data-testid="two-factor" data-enabled={enabled}>
        <Icon size={20} color={`var(--mantine-color-${enabled ? 'teal-7' : 'gray-6'})`} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/**
 * Columns of spec 001 §2.1: user, login, role, status, last activity, 2FA and actions. Fixed widths
 * keep the table inside its card on a laptop, so 'Akcje' is always on screen; on narrow screens the
 * login, last activity and 2FA columns give way (the edit dialog shows them).
 */
export function UsersTable({ users, currentUserId, busy, handlers }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="xs"
      data-testid="users-table"
      className={classes.table}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('employeeAccounts.usersTab.columns.user')}</Table.Th>
          <Table.Th className={`${classes.wide} ${classes.narrowHidden}`}>
            {t('employeeAccounts.usersTab.columns.login')}
          </Table.Th>
          <Table.Th className={classes.wide}>{t('employeeAccounts.usersTab.columns.role')}</Table.Th>
          <Table.Th className={classes.status}>{t('employeeAccounts.usersTab.columns.status')}</Table.Th>
          <Table.Th className={`${classes.activity} ${classes.narrowHidden}`}>
            {t('employeeAccounts.usersTab.columns.lastActivity')}
          </Table.Th>
          <Table.Th ta="center" className={`${classes.twoFactor} ${classes.narrowHidden}`}>
            {t('employeeAccounts.usersTab.columns.twoFactor')}
          </Table.Th>
          <Table.Th ta="right" className={classes.actions}>
            {t('employeeAccounts.usersTab.columns.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id} data-testid="user-row">
            <Table.Td>
              <UserCell user={user} isSelf={user.id === currentUserId} />
            </Table.Td>
            <Table.Td className={classes.narrowHidden}>
              <Text size="sm" truncate title={user.username}>
                {user.username}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{user.role.name}</Text>
            </Table.Td>
            <Table.Td>
              <Badge color={user.status === 'active' ? 'green' : 'gray'} variant="light" c="gray.9" tt="none">
                {t(`employeeAccounts.usersTab.statuses.${user.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td className={classes.narrowHidden}>
              {user.lastActivityAt ? (
                <Text size="sm" title={formatWarsawDateTime(user.lastActivityAt)}>
                  {formatLastActivity(user.lastActivityAt, Date.now(), i18n.language)}
                </Text>
              ) : (
                <Text size="sm" c="gray.7">
                  {t('employeeAccounts.usersTab.never')}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="center" className={classes.narrowHidden}>
              <TwoFactorIcon enabled={user.twoFactorEnabled} />
            </Table.Td>
            <Table.Td ta="right">
              <UserRowActions
                user={user}
                isSelf={user.id === currentUserId}
                disabled={busy}
                handlers={handlers}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
