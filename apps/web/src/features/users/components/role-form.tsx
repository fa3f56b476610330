import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { permissionModules } from '@zaplecze/contract/roles/permissions';
import { roleBody, type Role } from '@zaplecze/contract/roles/roles';
import { notify } from '../../../lib/notify';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { applyServerFieldErrors, errorMessage } from '../field-errors';
import { LevelBadges } from './level-badges';
import { defaultPermissions, ModulePermissions } from './module-permissions';

type Values = z.input<typeof roleBody>;

interface Props {
  /** The role being edited; null creates a new one. */
  role: Role | null;
  onDone(): void;
}

/** The role form below the cards (spec 001 §2.2). Remount it with a key to switch roles. */
export function RoleForm({ role, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const saving = create.isPending || update.isPending;
  const form = useForm<Values, unknown, z.output<typeof roleBody>>({
    resolver: zodResolver(roleBody),
    mode: 'onTouched',
    defaultValues: role
      ? { name: role.name, description: role.description, permissions: role.permissions }
      : { name: '', description: '', permissions: defaultPermissions },
  });
  const { errors } = form.formState;
  const permissions = form.watch('permissions') ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (role) {
        await update.mutateAsync({ id: role.id, body: { ...values, version: role.version } });
        notify('green', t('employeeAccounts.rolesTab.updated', { name: values.name }));
      } else {
        await create.mutateAsync(values);
        notify('green', t('employeeAccounts.rolesTab.created', { name: values.name }));
        form.reset({ name: '', description: '', permissions: defaultPermissions });
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, ['name', 'description', 'permissions'], form.setError);
      notify('red', errorMessage(error, t('employeeAccounts.rolesTab.saveFailed')));
    }
  });

  const title = role
    ? t('employeeAccounts.rolesTab.editTitle', { name: role.name })
    : t('employeeAccounts.rolesTab.createTitle');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="role-form-title">
      <form onSubmit={onSubmit} noValidate aria-labelledby="role-form-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="role-form-title">
            {title}
          </Title>
          <TextInput
            label={t('employeeAccounts.rolesTab.name')}
            withAsterisk
            disabled={saving}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Textarea
            label={t('employeeAccounts.rolesTab.description')}
            description={t('employeeAccounts.rolesTab.descriptionHint')}
            autosize
            minRows={2}
            disabled={saving}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div>
            <Text fw={600} size="sm" mb={4}>
              {t('employeeAccounts.rolesTab.permissions')}
            </Text>
            <Text size="xs" c="gray.7" mb="xs">
              {t('employeeAccounts.rolesTab.permissionsHint')}
            </Text>
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <ModulePermissions value={field.value ?? []} onChange={field.onChange} disabled={saving} />
              )}
            />
            {errors.permissions?.message && (
              <Text c="red" size="sm" role="alert">
                {errors.permissions.message}
              </Text>
            )}
          </div>
          <div aria-live="polite">
            <Text fw={600} size="sm" mb={4}>
              {t('employeeAccounts.rolesTab.summary')}
            </Text>
            <LevelBadges permissions={permissions} modules={permissionModules} />
          </div>
          <Group justify="flex-end">
            {role && (
              <Button variant="default" onClick={onDone} disabled={saving}>
                {t('employeeAccounts.rolesTab.cancelEdit')}
              </Button>
            )}
            <Button type="submit" disabled={saving}>
              {saving
                ? t('employeeAccounts.rolesTab.saving')
                : role
                  ? t('employeeAccounts.rolesTab.save')
                  : t('employeeAccounts.rolesTab.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
