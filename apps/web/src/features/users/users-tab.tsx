import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { auditPageSizes } from '@zaplecze/contract/audit/audit';
import { pageCount } from '@zaplecze/contract/common/pagination';
import type { User, UserStatus } from '@zaplecze/contract/users/users';
import { QueryState } from '../../components/query-state';
import { useFeatureFlag } from '../../lib/feature-flags';
import { useSession } from '../../lib/session';
import { useRoles } from './api/get-roles';
import { useUsers } from './api/get-users';
import { ChangePasswordDialog } from './components/change-password-dialog';
import { Pager } from './components/pager';
import { SecurityPolicies } from './components/security-policies';
import { UserFormDialog } from './components/user-form-dialog';
import { UsersTable } from './components/users-table';
import { UsersToolbar } from './components/users-toolbar';
import { errorMessage } from './field-errors';
import { useUserActions } from './use-user-actions';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

type Dialog = { kind: 'form'; user: User | null } | { kind: 'password'; user: User } | null;

/** /dashboard/employee-accounts/users: "Konta użytkowników" (spec 001 §2.1). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('employeeAccounts.tabs.users')} · ${t('employeeAccounts.title')}`);
  const withFilters = useFeatureFlag('users_roles');
  // The policies stand beside the table only where the table keeps room for every column.
  const besideTable = useMediaQuery('(min-width: 110em)') ?? false;
  const session = useSession();
  const currentUserId = session.status === 'authenticated' ? session.user.id : null;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 350);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(auditPageSizes[0]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUsers({
    page,
    limit,
    search: debouncedSearch || undefined,
    roleId: withFilters ? (roleId ?? undefined) : undefined,
    status: withFilters ? (status ?? undefined) : undefined,
  });
  const roles = useRoles();
  const actions = useUserActions();
  const lastPage = users.data && users.data.count > 0 ? pageCount(users.data.count, limit) : null;

  // Deleting the last user of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={withFilters && besideTable ? 9 : 12}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="users-title">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4" id="users-title">
                  {t('employeeAccounts.usersTab.title')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('employeeAccounts.usersTab.subtitle')}
                </Text>
              </div>
              <Button
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'form', user: null })}
                disabled={!roles.data}
              >
                {t('employeeAccounts.usersTab.create')}
              </Button>
            </Group>
            <UsersToolbar
              search={search}
              onSearch={(value) => filtered(() => setSearch(value))}
              withFilters={withFilters}
              roles={roles.data ?? []}
              roleId={roleId}
              onRole={(value) => filtered(() => setRoleId(value))}
              status={status}
              onStatus={(value) => filtered(() => setStatus(value))}
            />
            <QueryState
              query={users}
              errorMessage={(error) => errorMessage(error, t('employeeAccounts.usersTab.loadFailed'))}
              empty={t('employeeAccounts.usersTab.empty')}
            >
              {(data) => (
                <>
                  <UsersTable
                    users={data.data}
                    currentUserId={currentUserId}
                    busy={actions.busy}
                    handlers={{
                      ...actions,
                      edit: (user) => setDialog({ kind: 'form', user }),
                      changePassword: (user) => setDialog({ kind: 'password', user }),
                    }}
                  />
                  <Pager
                    page={page}
                    limit={limit}
                    count={data.count}
                    pageSizes={auditPageSizes}
                    onPageChange={setPage}
                    onLimitChange={(value) => filtered(() => setLimit(value))}
                  />
                </>
              )}
            </QueryState>
          </Stack>
        </Card>
      </Grid.Col>
      {withFilters && (
        <Grid.Col span={besideTable ? 3 : 12}>
          <SecurityPolicies />
        </Grid.Col>
      )}
      {dialog?.kind === 'form' && roles.data && (
        <UserFormDialog user={dialog.user} roles={roles.data} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'password' && (
        <ChangePasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </Grid>
  );
}
