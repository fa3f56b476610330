import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { ParameterBody } from '@zaplecze/contract/product-parameters/product-parameters';

interface Props {
  control: Control<ParameterBody>;
  register: UseFormRegister<ParameterBody>;
  errors: FieldErrors<ParameterBody>;
}

/** The values of a select parameter, each with its optional English and German text. */
export function ValuesEditor({ control, register, errors }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'values' });
  const valueErrors = Array.isArray(errors.values) ? errors.values : [];
  return (
    <Fieldset legend={t('productParameters.parameters.valuesLegend')}>
      <Stack gap="xs">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={2}
                aria-label={t('productParameters.parameters.value', { index: number })}
                placeholder={t('productParameters.parameters.value', { index: number })}
                error={valueErrors[index]?.value?.message}
                {...register(`values.${index}.value`)}
              />
              <TextInput
                flex={1}
                aria-label={t('productParameters.parameters.valueEn', { index: number })}
                placeholder="EN"
                {...register(`values.${index}.en`)}
              />
              <TextInput
                flex={1}
                aria-label={t('productParameters.parameters.valueDe', { index: number })}
                placeholder="DE"
                {...register(`values.${index}.de`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('productParameters.parameters.removeValue', { index: number })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        {!Array.isArray(errors.values) && errors.values?.message && (
          <Text size="xs" c="red.8" role="alert">
            {errors.values.message}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ value: '', en: '', de: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('productParameters.parameters.addValue')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
