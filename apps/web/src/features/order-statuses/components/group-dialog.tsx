import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  groupBody,
  type GroupBody,
  type OrderStatusGroup,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { notifyFailure } from '../../../lib/notify';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';
import { applyFieldErrors, notifySuccess } from '../notify';

export interface GroupDialogProps {
  /** The group to rename, as just read from the server; absent to add one. */
  group?: OrderStatusGroup;
  onClose: () => void;
}

/** Add or rename a status group. */
export function GroupDialog({ group, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const form = useForm<GroupBody>({
    resolver: zodResolver(groupBody),
    mode: 'onTouched',
    defaultValues: { name: group?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (group) {
        await update.mutateAsync({ id: group.id, body: { ...values, version: group.version } });
        notifySuccess(t('orderStatuses.notify.groupUpdated'));
      } else {
        await create.mutateAsync(values);
        notifySuccess(t('orderStatuses.notify.groupAdded'));
      }
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['name']);
      notifyFailure(
        t(group ? 'orderStatuses.notify.groupUpdateError' : 'orderStatuses.notify.groupAddError'),
        error,
      );
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t(group ? 'orderStatuses.groupDialog.editTitle' : 'orderStatuses.groupDialog.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('orderStatuses.groupDialog.name')}
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(group ? 'orderStatuses.groupDialog.save' : 'orderStatuses.groupDialog.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
