import { Switch, TextInput, Textarea } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { CountrySelect } from '../../../components/country-select/country-select';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  label?: string;
  maxLength?: number;
  autoFocus?: boolean;
}

function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = form.formState.errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A text field labelled from `productSettings.fields.<name>`, with its error under it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  required,
  type = 'text',
  label,
  maxLength,
  autoFocus,
}: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t(`productSettings.fields.${name}`)}
      withAsterisk={required}
      type={type}
      maxLength={maxLength}
      data-autofocus={autoFocus || undefined}
      error={errorOf(form, name)}
      {...form.register(name)}
    />
  );
}

export function TextAreaField<T extends FieldValues>({ form, name, label, maxLength }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={label ?? t(`productSettings.fields.${name}`)}
      autosize
      minRows={2}
      maxLength={maxLength}
      error={errorOf(form, name)}
      {...form.register(name)}
    />
  );
}

export function CountryField<T extends FieldValues>({ form, name, required }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <CountrySelect
          label={t('productSettings.fields.countryCode')}
          withAsterisk={required}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control as Control<T>}
      name={name}
      render={({ field }) => (
        <Switch
          label={label ?? t(`productSettings.fields.${name}`)}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

/** Puts the server's field messages (e.g. a taken name) on the form's fields. */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: Record<string, string>,
) {
  Object.entries(fields).forEach(([name, message], index) =>
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
