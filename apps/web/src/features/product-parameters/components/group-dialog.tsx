import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  parameterGroupBody,
  type ParameterGroup,
  type ParameterGroupBody,
} from '@zaplecze/contract/product-parameters/product-parameters';
import { notifyFailure } from '../../../lib/notify';
import { useSaveGroup } from '../api/groups';
import { applyFieldErrors, notifySuccess } from '../notify';

interface Props {
  /** The group to edit; absent to add one. */
  group?: ParameterGroup | undefined;
  onClose(): void;
}

/** 'Nowa grupa parametrów' / 'Edytuj grupę parametrów': name and the Polish and English labels. */
export function GroupDialog({ group, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  const form = useForm<ParameterGroupBody>({
    resolver: zodResolver(parameterGroupBody) as never,
    mode: 'onTouched',
    defaultValues: { name: group?.name ?? '', labelPl: group?.labelPl ?? '', labelEn: group?.labelEn ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: group?.id, version: group?.version, body });
      notifySuccess(t(group ? 'productParameters.groups.saved' : 'productParameters.groups.created'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['name', 'labelPl', 'labelEn']);
      notifyFailure(t('productParameters.groups.saveFailed'), error);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(group ? 'productParameters.groups.editTitle' : 'productParameters.groups.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('productParameters.groups.name')}
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('productParameters.groups.labelPl')}
            error={errors.labelPl?.message}
            {...form.register('labelPl')}
          />
          <TextInput
            label={t('productParameters.groups.labelEn')}
            error={errors.labelEn?.message}
            {...form.register('labelEn')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('productParameters.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t(group ? 'productParameters.save' : 'productParameters.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
