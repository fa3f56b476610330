import { useTranslation } from '../../lib/i18n';
import type { User } from '@zaplecze/contract/users/users';
import { openConfirm } from '../../components/confirm-modal';
import { notify } from '../../lib/notify';
import { useDeleteUser } from './api/delete-user';
import { useResetUserPassword } from './api/reset-user-password';
import { useResetUserTwoFactor } from './api/reset-user-two-factor';
import { useSetUserStatus } from './api/set-user-status';
import { errorMessage } from './field-errors';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The row actions that only confirm and call: delete, (de)activate, reset password, reset 2FA. */
export function useUserActions() {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const setStatus = useSetUserStatus();
  const resetPassword = useResetUserPassword();
  const resetTwoFactor = useResetUserTwoFactor();

  async function run(call: () => Promise<unknown>, success: string) {
    try {
      await call();
      notify('green', success);
    } catch (error) {
      notify('red', errorMessage(error, t('employeeAccounts.usersTab.actionFailed')));
    }
  }

  return {
    busy: remove.isPending || setStatus.isPending || resetPassword.isPending || resetTwoFactor.isPending,
    delete(user: User) {
      openConfirm({
        type: 'danger',
        title: t('employeeAccounts.usersTab.deleteTitle', { name: user.name }),
        message: t('employeeAccounts.usersTab.deleteText'),
        confirmText: t('employeeAccounts.usersTab.deleteConfirm'),
        onConfirm: () => void run(() => remove.mutateAsync(user.id), t('employeeAccounts.usersTab.deleted')),
      });
    },
    activate(user: User) {
      void run(
        () => setStatus.mutateAsync({ id: user.id, status: 'active' }),
        t('employeeAccounts.usersTab.activated'),
      );
    },
    deactivate(user: User) {
      openConfirm({
        type: 'warning',
        title: t('employeeAccounts.usersTab.deactivateTitle', { name: user.name }),
        message: t('employeeAccounts.usersTab.deactivateText'),
        confirmText: t('employeeAccounts.usersTab.deactivate'),
        onConfirm: () =>
          void run(
            () => setStatus.mutateAsync({ id: user.id, status: 'inactive' }),
            t('employeeAccounts.usersTab.deactivated'),
          ),
      });
    },
    resetPassword(user: User) {
      openConfirm({
        type: 'info',
        title: t('employeeAccounts.usersTab.resetPasswordTitle', { name: user.name }),
        message: t('employeeAccounts.usersTab.resetPasswordText', { email: escapeHtml(user.email) }),
        confirmText: t('employeeAccounts.usersTab.resetPassword'),
        onConfirm: () =>
          void run(() => resetPassword.mutateAsync(user.id), t('employeeAccounts.usersTab.resetSent')),
      });
    },
    resetTwoFactor(user: User) {
      openConfirm({
        type: 'warning',
        title: t('employeeAccounts.usersTab.resetTwoFactorTitle', { name: user.name }),
        message: t('employeeAccounts.usersTab.resetTwoFactorText'),
        confirmText: t('employeeAccounts.usersTab.resetTwoFactor'),
        onConfirm: () =>
          void run(
            () => resetTwoFactor.mutateAsync(user.id),
            t('employeeAccounts.usersTab.resetTwoFactorDone'),
          ),
      });
    },
  };
}
