import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  deleteGroupQuery,
  type DeleteGroupQuery,
  type OrderStatusGroup,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { notifyFailure } from '../../../lib/notify';
import { useDeleteGroup } from '../api/delete-group';
import { notifySuccess } from '../notify';

const noGroup = 'none';

export interface DeleteGroupDialogProps {
  group: OrderStatusGroup;
  groups: OrderStatusGroup[];
  statusCount: number;
  onClose: () => void;
}

/** Deleting a group with statuses asks where they go: another group or 'Bez grupy'. */
export function DeleteGroupDialog({ group, groups, statusCount, onClose }: DeleteGroupDialogProps) {
  const { t } = useTranslation();
  const mutation = useDeleteGroup();
  const form = useForm<DeleteGroupQuery>({ resolver: zodResolver(deleteGroupQuery), defaultValues: {} });
  const { errors, isSubmitting } = form.formState;
  const options = [
    { value: noGroup, label: t('orderStatuses.ungrouped') },
    ...groups
      .filter((other) => other.id !== group.id)
      .map((other) => ({ value: other.id, label: other.name })),
  ];

  const onSubmit = form.handleSubmit(async ({ targetGroupId }) => {
    try {
      await mutation.mutateAsync({ id: group.id, targetGroupId: targetGroupId ?? null });
      notifySuccess(t('orderStatuses.notify.groupDeleted'));
      onClose();
    } catch (error) {
      notifyFailure(t('orderStatuses.notify.groupDeleteError'), error);
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('orderStatuses.deleteGroup.title', { name: group.name })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('orderStatuses.deleteGroup.text', { count: statusCount })}</Text>
          <Controller
            control={form.control}
            name="targetGroupId"
            render={({ field }) => (
              <Select
                label={t('orderStatuses.deleteGroup.target')}
                data-autofocus
                data={options}
                allowDeselect={false}
                value={field.value ?? noGroup}
                onChange={(value) => field.onChange(value === noGroup || value === null ? undefined : value)}
                error={errors.targetGroupId?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('orderStatuses.deleteGroup.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
