import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { CountrySelect } from '../../../components/country-select/country-select';

interface FieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  required?: boolean;
}

function errorOf<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>) {
  return form.getFieldState(name, form.formState).error?.message;
}

export function CardTextField<V extends FieldValues>({ form, name, label, required }: FieldProps<V>) {
  return (
    <TextInput
      size="xs"
      label={label}
      withAsterisk={required}
      error={errorOf(form, name)}
      {...form.register(name)}
    />
  );
}

export function CardCountryField<V extends FieldValues>({ form, name, label, required }: FieldProps<V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CountrySelect
          size="xs"
          label={label}
          withAsterisk={required}
          nothingFoundMessage={t('orderDetails.fields.nothingFound')}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={errorOf(form, name)}
        />
      )}
    />
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}
