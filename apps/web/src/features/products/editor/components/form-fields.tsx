import { Select, TextInput, type SelectProps, type TextInputProps } from '@mantine/core';
import { Controller, get, useFormContext, useFormState, type Path } from 'react-hook-form';
import { DateField } from '../../../../components/date-field';
import type { EditorValues } from '../form-values';
import type { NamedOption } from '../types';

/** The message of a field's error, e.g. of `variants.0.sku`. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<EditorValues>({ name: name as Path<EditorValues> });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type TextFieldProps = Omit<TextInputProps, 'name' | 'error'> & {
  name: Path<EditorValues>;
  readOnly?: boolean;
};

/** A text input bound to the editor's form, with its error shown at the field. */
export function TextField({ name, ...props }: TextFieldProps) {
  const { register } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return <TextInput {...props} {...register(name)} error={error} />;
}

/** A day bound to the editor's form (dd.mm.rrrr, stored as "YYYY-MM-DD"; '' for none). */
export function DayField({
  name,
  label,
  readOnly,
  withAsterisk,
}: {
  name: Path<EditorValues>;
  label: string;
  readOnly?: boolean;
  withAsterisk?: boolean;
}) {
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          readOnly={readOnly}
          withAsterisk={withAsterisk}
          error={error}
        />
      )}
    />
  );
}

type SelectFieldProps = Omit<SelectProps, 'name' | 'data' | 'value' | 'onChange' | 'error'> & {
  name: Path<EditorValues>;
  data: readonly NamedOption[] | readonly { value: string; label: string }[];
};

/** A searchable select bound to the form; cleared means null (no choice). */
export function SelectField({ name, data, ...props }: SelectFieldProps) {
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  const items = data.map((item) => ('id' in item ? { value: item.id, label: item.name } : item));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          searchable
          {...props}
          data={items}
          value={(field.value as string | null) ?? null}
          onChange={(value) => field.onChange(value ?? (props.clearable ? null : field.value))}
          onBlur={field.onBlur}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
