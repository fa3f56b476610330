import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  deleteStatusQuery,
  replacementCandidates,
  type DeleteStatusQuery,
  type OrderStatus,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { notifyFailure } from '../../../lib/notify';
import { useDeleteStatus } from '../api/delete-status';
import { applyFieldErrors, notifySuccess } from '../notify';

export interface DeleteStatusDialogProps {
  status: OrderStatus;
  statuses: OrderStatus[];
  onClose: () => void;
}

/** Deleting a status asks where its orders go: another status that is not protected (spec 001 §5). */
export function DeleteStatusDialog({ status, statuses, onClose }: DeleteStatusDialogProps) {
  const { t } = useTranslation();
  const mutation = useDeleteStatus();
  const candidates = replacementCandidates(statuses, status.id);
  const form = useForm<DeleteStatusQuery>({
    resolver: zodResolver(deleteStatusQuery),
    defaultValues: { replacementId: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ replacementId }) => {
    try {
      await mutation.mutateAsync({ id: status.id, replacementId });
      notifySuccess(t('orderStatuses.notify.statusDeleted'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['replacementId']);
      notifyFailure(t('orderStatuses.notify.statusDeleteError'), error);
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('orderStatuses.deleteStatus.title', { name: status.internalName })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('orderStatuses.deleteStatus.text')}</Text>
          {candidates.length === 0 ? (
            <Alert color="orange">{t('orderStatuses.deleteStatus.noCandidates')}</Alert>
          ) : (
            <Controller
              control={form.control}
              name="replacementId"
              render={({ field }) => (
                <Select
                  label={t('orderStatuses.deleteStatus.replacement')}
                  withAsterisk
                  data-autofocus
                  data={candidates.map((candidate) => ({
                    value: candidate.id,
                    label: candidate.internalName,
                  }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.replacementId?.message}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting} disabled={candidates.length === 0}>
              {t('orderStatuses.deleteStatus.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
