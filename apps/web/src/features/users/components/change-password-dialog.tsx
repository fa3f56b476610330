import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  changeUserPasswordForm,
  type ChangeUserPasswordForm,
  type User,
} from '@zaplecze/contract/users/users';
import { notify } from '../../../lib/notify';
import { useChangeUserPassword } from '../api/change-user-password';
import { applyServerFieldErrors, errorMessage } from '../field-errors';
import { PasswordRules } from './password-rules';

/** An administrator sets a new password for a user (policy of spec 001 §9, enforced by the server too). */
export function ChangePasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { t } = useTranslation();
  const mutation = useChangeUserPassword();
  const form = useForm<ChangeUserPasswordForm>({
    resolver: zodResolver(changeUserPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ id: user.id, body: { password: values.password } });
      notify('green', t('employeeAccounts.usersTab.passwordChanged'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, ['password'], form.setError);
      notify('red', errorMessage(error, t('employeeAccounts.usersTab.actionFailed')));
    }
  });

  const title = t('employeeAccounts.passwordDialog.title', { name: user.name });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {t('employeeAccounts.passwordDialog.hint')}
          </Text>
          <PasswordInput
            label={t('employeeAccounts.passwordDialog.password')}
            withAsterisk
            autoComplete="new-password"
            disabled={mutation.isPending}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordRules id="change-password-rules" password={password} />
          <PasswordInput
            label={t('employeeAccounts.passwordDialog.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            disabled={mutation.isPending}
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending
                ? t('employeeAccounts.passwordDialog.saving')
                : t('employeeAccounts.passwordDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
