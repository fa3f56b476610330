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
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  parameterBody,
  parameterTypes,
  type Parameter,
  type ParameterBody,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { notifyFailure } from '../../../lib/notify';
import { useGroupOptions } from '../api/groups';
import { useSaveParameter } from '../api/parameters';
import { applyFieldErrors, notifySuccess } from '../notify';
import { ValuesEditor } from './values-editor';
import { parameterTypeLabels } from '../labels';

interface Props {
  parameter?: Parameter | undefined;
  onClose(): void;
}

const noGroup = '';

function defaults(parameter: Parameter | undefined): ParameterBody {
  return {
    name: parameter?.name ?? '',
    type: parameter?.type ?? 'TEXT',
    required: parameter?.required ?? false,
    usedInVariants: parameter?.usedInVariants ?? false,
    translations: {
      pl: parameter?.translations.pl ?? '',
      en: parameter?.translations.en ?? '',
      de: parameter?.translations.de ?? '',
    },
    values: (parameter?.values ?? []).map((item) => ({
      value: item.value,
      en: item.en ?? '',
      de: item.de ?? '',
    })),
    groupId: parameter?.groupId ?? null,
  };
}

/** Add or edit a parameter: type, flags, translations of the name, group and — for choices — the values. */
export function ParameterDialog({ parameter, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveParameter();
  const groups = useGroupOptions();
  const form = useForm<ParameterBody>({
    resolver: zodResolver(parameterBody) as never,
    mode: 'onTouched',
    defaultValues: defaults(parameter),
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: parameter?.id, version: parameter?.version, body });
      notifySuccess(
        t(parameter ? 'productParameters.parameters.saved' : 'productParameters.parameters.created'),
      );
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['name', 'type', 'values', 'groupId']);
      notifyFailure(t('productParameters.parameters.saveFailed'), error);
    }
  });

  const onTypeChange = (value: string | null, change: (value: string) => void) => {
    if (!value) return;
    change(value);
    if (value === 'TEXT') form.setValue('values', []);
    else if ((form.getValues('values') ?? []).length === 0)
      form.setValue('values', [{ value: '', en: '', de: '' }]);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(
        parameter ? 'productParameters.parameters.editTitle' : 'productParameters.parameters.addTitle',
      )}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('productParameters.parameters.name')}
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('productParameters.parameters.type')}
                  withAsterisk
                  allowDeselect={false}
                  data={parameterTypes.map((value) => ({
                    value,
                    label: `${parameterTypeLabels[value]} (${value})`,
                  }))}
                  value={field.value}
                  onChange={(value) => onTypeChange(value, field.onChange)}
                  error={errors.type?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="groupId"
              render={({ field }) => (
                <Select
                  label={t('productParameters.parameters.group')}
                  data={[
                    { value: noGroup, label: t('productParameters.parameters.noGroup') },
                    ...(groups.data ?? []),
                  ]}
                  value={field.value ?? noGroup}
                  allowDeselect={false}
                  onChange={(value) => field.onChange(value ? value : null)}
                  error={errors.groupId?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Checkbox label={t('productParameters.parameters.required')} {...form.register('required')} />
            <Checkbox
              label={t('productParameters.parameters.usedInVariants')}
              {...form.register('usedInVariants')}
            />
          </Group>
          <Fieldset legend={t('productParameters.parameters.translations')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('productParameters.parameters.translationPl')}
                {...form.register('translations.pl')}
              />
              <TextInput
                label={t('productParameters.parameters.translationEn')}
                {...form.register('translations.en')}
              />
              <TextInput
                label={t('productParameters.parameters.translationDe')}
                {...form.register('translations.de')}
              />
            </SimpleGrid>
          </Fieldset>
          {type === 'TEXT' ? (
            <Text size="sm" c="gray.7">
              {t('productParameters.parameters.textHint')}
            </Text>
          ) : (
            <ValuesEditor control={form.control} register={form.register} errors={errors} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('productParameters.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(parameter ? 'productParameters.save' : 'productParameters.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
