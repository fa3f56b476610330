import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Role } from '@zaplecze/contract/roles/roles';
import { userStatuses, type UserStatus } from '@zaplecze/contract/users/users';

interface Props {
  search: string;
  onSearch(value: string): void;
  /** Role and status filters exist only with the users_roles flag (spec 001 §2.1). */
  withFilters: boolean;
  roles: readonly Role[];
  roleId: string | null;
  onRole(value: string | null): void;
  status: UserStatus | null;
  onStatus(value: UserStatus | null): void;
}

export function UsersToolbar({
  search,
  onSearch,
  withFilters,
  roles,
  roleId,
  onRole,
  status,
  onStatus,
}: Props) {
  const { t } = useTranslation();
  return (
    <Grid gutter="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: withFilters ? 6 : 12 }}>
        <TextInput
          type="search"
          label={t('employeeAccounts.usersTab.search')}
          placeholder={t('employeeAccounts.usersTab.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Grid.Col>
      {withFilters && (
        <>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('employeeAccounts.usersTab.role')}
              placeholder={t('employeeAccounts.usersTab.allRoles')}
              data={roles.map((role) => ({ value: role.id, label: role.name }))}
              value={roleId}
              onChange={onRole}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={t('employeeAccounts.usersTab.status')}
              placeholder={t('employeeAccounts.usersTab.allStatuses')}
              data={userStatuses.map((value) => ({
                value,
                label: t(`employeeAccounts.usersTab.statuses.${value}`),
              }))}
              value={status}
              onChange={(value) => onStatus(value as UserStatus | null)}
              clearable
            />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
