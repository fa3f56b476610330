import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import {
  createSavedFilterBody,
  type FilterGroup,
  type SavedFilter,
} from '@zaplecze/contract/orders/orders-filter';
import { ApiError } from '../../../lib/api-client';
import { useCreateSavedFilter } from '../api/create-saved-filter';
import { notify } from '../notify';

const templateForm = createSavedFilterBody.pick({ name: true, shared: true });
type Values = z.input<typeof templateForm>;
const blank: Values = { name: '', shared: false };

/** 'Zapisz jako szablon': confirms only with a non-blank name; cancelling clears the name (spec 001 §4). */
export function SaveFilterModal({
  opened,
  filter,
  onClose,
  onSaved,
}: {
  opened: boolean;
  filter: FilterGroup | null;
  onClose: () => void;
  onSaved: (saved: SavedFilter) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSavedFilter();
  const form = useForm<Values, unknown, z.output<typeof templateForm>>({
    resolver: zodResolver(templateForm),
    defaultValues: blank,
  });
  const cancel = () => {
    form.reset(blank);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!filter) return;
    try {
      const saved = await create.mutateAsync({ ...values, rootGroup: filter });
      notify('success', t('orders.filter.saveDialog.saved', { name: saved.name }));
      form.reset(blank);
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.name : undefined;
      if (field) form.setError('name', { message: field });
    }
  });
  const failure = create.error instanceof ApiError && !create.error.fields.name ? create.error.message : null;

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={t('orders.filter.saveDialog.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate aria-label={t('orders.filter.saveDialog.title')}>
        <Stack gap="md">
          <TextInput
            label={t('orders.filter.saveDialog.name')}
            withAsterisk
            data-autofocus
            maxLength={100}
            error={form.formState.errors.name?.message}
            disabled={create.isPending}
            {...form.register('name')}
          />
          <Checkbox
            label={t('orders.filter.saveDialog.shared')}
            disabled={create.isPending}
            {...form.register('shared')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={create.isPending}>
              {t('orders.filter.saveDialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('orders.filter.saveDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
