import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { Role } from '@zaplecze/contract/roles/roles';
import {
  createUserBody,
  updateUserBody,
  type CreateUserBody,
  type User,
} from '@zaplecze/contract/users/users';
import { notify } from '../../../lib/notify';
import { useAvatarSrc } from '../api/get-avatar';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { useUploadAvatar } from '../api/upload-avatar';
import { applyServerFieldErrors, errorMessage } from '../field-errors';
import { AvatarField } from './avatar-field';
import { PasswordRules } from './password-rules';

type Values = CreateUserBody;
const fields = ['name', 'username', 'email', 'roleId', 'password'] as const;
const editSchema = updateUserBody.omit({ version: true });

interface Props {
  /** The user being edited; null adds a new one. */
  user: User | null;
  roles: readonly Role[];
  onClose(): void;
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Add or edit a user: name, login, e-mail, role, password (new users) and a picture. */
export function UserFormDialog({ user, roles, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const currentAvatar = useAvatarSrc(user?.avatarUrl ?? null);
  const form = useForm<Values>({
    resolver: (user ? zodResolver(editSchema) : zodResolver(createUserBody)) as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: user
      ? { name: user.name, username: user.username, email: user.email, roleId: user.role.id, password: '' }
      : {
          name: '',
          username: '',
          email: '',
          roleId: '',
          password: '',
        },
  });
  const { errors } = form.formState;
  const saving = create.isPending || update.isPending || upload.isPending;
  const password = form.watch('password');
  const name = form.watch('name');

  const onSubmit = form.handleSubmit(async (values) => {
    if (fileError) return;
    let saved: User;
    try {
      saved = user
        ? await update.mutateAsync({ id: user.id, body: { ...values, version: user.version } })
        : await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, fields, form.setError);
      notify('red', errorMessage(error, t('employeeAccounts.userForm.saveFailed')));
      return;
    }
    notify('green', user ? t('employeeAccounts.usersTab.saved') : t('employeeAccounts.usersTab.created'));
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file });
      } catch (error) {
        notify('red', errorMessage(error, t('employeeAccounts.userForm.avatarFailed')));
      }
    }
    onClose();
  });

  const roleOptions = roles.map((role) => ({ value: role.id, label: role.name }));
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        user
          ? t('employeeAccounts.userForm.editTitle', { name: user.name })
          : t('employeeAccounts.userForm.createTitle')
      }
      closeOnClickOutside={!saving}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={
          user
            ? t('employeeAccounts.userForm.editTitle', { name: user.name })
            : t('employeeAccounts.userForm.createTitle')
        }
      >
        <Stack gap="sm">
          <AvatarField
            file={file}
            currentSrc={currentAvatar}
            initials={initialsOf(name)}
            disabled={saving}
            error={fileError}
            onChange={(chosen, problem) => {
              setFile(chosen);
              setFileError(problem);
            }}
          />
          <TextInput
            label={t('employeeAccounts.userForm.name')}
            withAsterisk
            autoComplete="off"
            disabled={saving}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('employeeAccounts.userForm.username')}
              withAsterisk
              autoComplete="off"
              disabled={saving}
              error={errors.username?.message}
              {...form.register('username')}
            />
            <TextInput
              label={t('employeeAccounts.userForm.email')}
              type="email"
              withAsterisk
              autoComplete="off"
              disabled={saving}
              error={errors.email?.message}
              {...form.register('email')}
            />
          </Group>
          <Controller
            control={form.control}
            name="roleId"
            render={({ field }) => (
              <Select
                label={t('employeeAccounts.userForm.role')}
                placeholder={t('employeeAccounts.userForm.rolePlaceholder')}
                withAsterisk
                data={roleOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={saving}
                allowDeselect={false}
                error={errors.roleId?.message}
              />
            )}
          />
          {!user && (
            <>
              <PasswordInput
                label={t('employeeAccounts.userForm.password')}
                withAsterisk
                autoComplete="new-password"
                disabled={saving}
                error={errors.password?.message}
                aria-describedby="user-password-rules"
                {...form.register('password')}
              />
              <PasswordRules id="user-password-rules" password={password ?? ''} />
            </>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving
                ? t('employeeAccounts.userForm.saving')
                : user
                  ? t('employeeAccounts.userForm.submitEdit')
                  : t('employeeAccounts.userForm.submitCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
