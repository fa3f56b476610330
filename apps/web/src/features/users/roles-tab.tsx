import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Role } from '@zaplecze/contract/roles/roles';
import { EmptyState } from '../../components/page-states';
import { QueryState } from '../../components/query-state';
import { openConfirm } from '../../components/confirm-modal';
import { notify } from '../../lib/notify';
import { useCopyRole } from './api/copy-role';
import { useDeleteRole, type DeleteRoleInput } from './api/delete-role';
import { useRoles } from './api/get-roles';
import { DeleteRoleDialog } from './components/delete-role-dialog';
import { RoleCard } from './components/role-card';
import { RoleForm } from './components/role-form';
import { errorMessage } from './field-errors';
import './translations';
import { usePageTitle } from '../../lib/use-page-title';

function scrollToForm() {
  document.getElementById('role-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** /dashboard/employee-accounts/roles: role cards and, below them, the role form. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('employeeAccounts.tabs.roles')} · ${t('employeeAccounts.title')}`);
  const roles = useRoles();
  const copy = useCopyRole();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Role | null>(null);
  const [reassigning, setReassigning] = useState<Role | null>(null);

  const edit = (role: Role) => {
    setEditing(role);
    scrollToForm();
  };

  const onCopy = async (role: Role) => {
    try {
      const copied = await copy.mutateAsync(role.id);
      notify('green', t('employeeAccounts.rolesTab.copied', { name: copied.name }));
      edit(copied);
    } catch (error) {
      notify('red', errorMessage(error, t('employeeAccounts.rolesTab.copyFailed')));
    }
  };

  const doDelete = async (role: Role, input: DeleteRoleInput) => {
    try {
      await remove.mutateAsync(input);
      notify('green', t('employeeAccounts.rolesTab.deleted', { name: role.name }));
      setReassigning(null);
      if (editing?.id === role.id) setEditing(null);
    } catch (error) {
      notify('red', errorMessage(error, t('employeeAccounts.rolesTab.deleteFailed')));
    }
  };

  const onDelete = (role: Role) => {
    if (role.usersCount > 0) {
      setReassigning(role);
      return;
    }
    openConfirm({
      type: 'danger',
      title: t('employeeAccounts.rolesTab.deleteTitle', { name: role.name }),
      message: t('employeeAccounts.rolesTab.deleteText'),
      confirmText: t('employeeAccounts.rolesTab.deleteConfirm'),
      onConfirm: () => void doDelete(role, { id: role.id }),
    });
  };

  const busy = copy.isPending || remove.isPending;
  return (
    <QueryState
      query={roles}
      errorMessage={(error) => errorMessage(error, t('employeeAccounts.rolesTab.loadFailed'))}
    >
      {(data) => (
        <Stack gap="lg">
          {data.length === 0 ? (
            <EmptyState text={t('employeeAccounts.rolesTab.empty')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
              {data.map((role) => (
                <RoleCard
                  key={role.id}
                  role={role}
                  selected={editing?.id === role.id}
                  busy={busy}
                  onEdit={edit}
                  onCopy={(item) => void onCopy(item)}
                  onDelete={onDelete}
                />
              ))}
            </SimpleGrid>
          )}
          <RoleForm
            key={editing ? `${editing.id}:${editing.version}` : 'new'}
            role={editing}
            onDone={() => setEditing(null)}
          />
          <DeleteRoleDialog
            role={reassigning}
            roles={data}
            deleting={remove.isPending}
            onCancel={() => setReassigning(null)}
            onConfirm={(replacementRoleId) =>
              reassigning && void doDelete(reassigning, { id: reassigning.id, replacementRoleId })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}
