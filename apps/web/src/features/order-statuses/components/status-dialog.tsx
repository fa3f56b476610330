import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  createStatusBody,
  statusColorPresets,
  statusLanguages,
  type CreateStatusBody,
  type OrderStatus,
  type OrderStatusGroup,
} from '@zaplecze/contract/order-statuses/order-statuses';
import { notifyFailure } from '../../../lib/notify';
import { useCreateStatus } from '../api/create-status';
import { useUpdateStatus } from '../api/update-status';
import { applyFieldErrors, notifySuccess } from '../notify';
import { ColorField } from '../../../components/color-field';

const noGroup = 'none';
const fieldNames = [
  'internalName',
  'color',
  'groupId',
  'isProtected',
  ...statusLanguages.map((l) => `externalName.${l}`),
];

function initialValues(status: OrderStatus | undefined): CreateStatusBody {
  return {
    internalName: status?.internalName ?? '',
    externalName: {
      pl: status?.externalName.pl ?? '',
      en: status?.externalName.en ?? '',
      de: status?.externalName.de ?? '',
    },
    color: status?.color ?? statusColorPresets[0],
    groupId: status?.groupId ?? null,
    isProtected: status?.isProtected ?? false,
  };
}

export interface StatusDialogProps {
  /** The status to edit, as just read from the server; absent to add one. */
  status?: OrderStatus;
  groups: OrderStatusGroup[];
  onClose: () => void;
}

/** Add or edit a status: internal name, external names in pl/en/de, colour, group, protection. */
export function StatusDialog({ status, groups, onClose }: StatusDialogProps) {
  const { t } = useTranslation();
  const create = useCreateStatus();
  const update = useUpdateStatus();
  const form = useForm<CreateStatusBody>({
    resolver: zodResolver(createStatusBody),
    mode: 'onTouched',
    defaultValues: initialValues(status),
  });
  const { errors, isSubmitting } = form.formState;
  const isSystem = Boolean(status?.code);
  const groupOptions = [
    { value: noGroup, label: t('orderStatuses.ungrouped') },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (status) {
        await update.mutateAsync({ id: status.id, body: { ...values, version: status.version } });
        notifySuccess(t('orderStatuses.notify.statusUpdated'));
      } else {
        await create.mutateAsync(values);
        notifySuccess(t('orderStatuses.notify.statusAdded'));
      }
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, fieldNames);
      notifyFailure(
        t(status ? 'orderStatuses.notify.statusUpdateError' : 'orderStatuses.notify.statusAddError'),
        error,
      );
    }
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      size="lg"
      title={t(status ? 'orderStatuses.statusDialog.editTitle' : 'orderStatuses.statusDialog.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('orderStatuses.statusDialog.internalName')}
            description={t('orderStatuses.statusDialog.internalNameHint')}
            withAsterisk
            data-autofocus
            error={errors.internalName?.message}
            {...form.register('internalName')}
          />
          <Fieldset legend={t('orderStatuses.statusDialog.externalNames')} variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {statusLanguages.map((language) => (
                <TextInput
                  key={language}
                  lang={language}
                  label={t('orderStatuses.statusDialog.externalName', { language: language.toUpperCase() })}
                  error={errors.externalName?.[language]?.message}
                  {...form.register(`externalName.${language}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <ColorField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.color?.message}
                presets={statusColorPresets}
                label={t('orderStatuses.statusDialog.color')}
                hexLabel={t('orderStatuses.statusDialog.hex')}
                presetLabel={(color) => t('orderStatuses.statusDialog.preset', { color })}
              />
            )}
          />
          <Controller
            control={form.control}
            name="groupId"
            render={({ field }) => (
              <Select
                label={t('orderStatuses.statusDialog.group')}
                data={groupOptions}
                allowDeselect={false}
                value={field.value ?? noGroup}
                onChange={(value) => field.onChange(value === noGroup || value === null ? null : value)}
                onBlur={field.onBlur}
                error={errors.groupId?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isProtected"
            render={({ field }) => (
              <Checkbox
                label={t('orderStatuses.statusDialog.isProtected')}
                description={t(
                  isSystem
                    ? 'orderStatuses.statusDialog.systemHint'
                    : 'orderStatuses.statusDialog.isProtectedHint',
                )}
                disabled={isSystem}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={errors.isProtected?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(status ? 'orderStatuses.statusDialog.save' : 'orderStatuses.statusDialog.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
