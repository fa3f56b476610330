import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  createCustomFieldBody,
  customFieldTypes,
  type CreateCustomFieldBody,
  type CustomField,
} from '@zaplecze/contract/custom-fields/custom-fields';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveCustomField } from '../api/custom-fields';
import { customFieldTypeLabels } from '../labels';

interface Props {
  field?: CustomField | undefined;
  onClose(): void;
}

const names = ['key', 'label', 'type', 'options', 'position'] as const;

/** Add or edit a custom field; the key is fixed once the field exists. */
export function CustomFieldDialog({ field, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomField();
  const form = useForm<CreateCustomFieldBody>({
    resolver: zodResolver(createCustomFieldBody) as never,
    mode: 'onTouched',
    defaultValues: {
      key: field?.key ?? '',
      label: field?.label ?? '',
      type: field?.type ?? 'text',
      required: field?.required ?? false,
      options: field?.options ?? [],
      position: field?.position,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const optionsError =
    errors.options?.message ??
    (Array.isArray(errors.options) ? errors.options.find(Boolean)?.message : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values, options: values.type === 'select' ? values.options : [] };
    try {
      if (field) {
        const { key: _key, ...rest } = body;
        await save.mutateAsync({ id: field.id, body: { ...rest, version: field.version } });
      } else await save.mutateAsync({ body });
      notify('green', t(field ? 'customFields.saved' : 'customFields.created'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError)
        names
          .filter((name) => error.fields[name])
          .forEach((name) => form.setError(name, { type: 'server', message: error.fields[name] }));
      notifyFailure(t('customFields.saveFailed'), error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(field ? 'customFields.editTitle' : 'customFields.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('customFields.label')}
            withAsterisk
            data-autofocus
            error={errors.label?.message}
            {...form.register('label')}
          />
          <TextInput
            label={t('customFields.key')}
            description={t('customFields.keyHint')}
            withAsterisk
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            disabled={Boolean(field)}
            error={errors.key?.message}
            {...form.register('key')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field: input }) => (
                <Select
                  label={t('customFields.type')}
                  withAsterisk
                  allowDeselect={false}
                  data={customFieldTypes.map((value) => ({ value, label: customFieldTypeLabels[value] }))}
                  value={input.value}
                  onChange={(value) => value && input.onChange(value)}
                  error={errors.type?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="position"
              render={({ field: input }) => (
                <NumberInput
                  label={t('customFields.position')}
                  description={t('customFields.positionHint')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={input.value ?? ''}
                  onChange={(value) => input.onChange(typeof value === 'number' ? value : undefined)}
                  error={errors.position?.message}
                />
              )}
            />
          </SimpleGrid>
          {type === 'select' && (
            <Controller
              control={form.control}
              name="options"
              render={({ field: input }) => (
                <TagsInput
                  label={t('customFields.options')}
                  description={t('customFields.addOption')}
                  withAsterisk
                  value={input.value ?? []}
                  onChange={input.onChange}
                  error={optionsError}
                />
              )}
            />
          )}
          <Checkbox label={t('customFields.requiredLabel')} {...form.register('required')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('customFields.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(field ? 'customFields.save' : 'customFields.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
