import { MultiSelect, Select, TextInput } from '@mantine/core';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { productLimits } from '@zaplecze/contract/products/products';
import type { EditorValues } from '../form-values';
import type { ParameterOption } from '../types';
import { useFieldError } from './form-fields';

/** Values of a multiple-choice parameter are stored as one text, joined by this separator. */
export const multiValueSeparator = ', ';

/** One parameter's value by its type: free text, one choice, or several choices. */
export function ParameterInput({
  parameter,
  name,
  label,
  readOnly,
  hideLabel = false,
}: {
  parameter: ParameterOption;
  name: Path<EditorValues>;
  label: string;
  readOnly: boolean;
  hideLabel?: boolean;
}) {
  const { control } = useFormContext<EditorValues>();
  const error = useFieldError(name);
  const common = {
    label: hideLabel ? undefined : label,
    'aria-label': hideLabel ? label : undefined,
    error,
    readOnly,
    withAsterisk: parameter.required,
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string | undefined) ?? '';
        if (parameter.type === 'TEXT' || parameter.values.length === 0)
          return (
            <TextInput
              {...common}
              value={value}
              maxLength={productLimits.parameterValue}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
          );
        if (parameter.type === 'ONE_SELECT')
          return (
            <Select
              {...common}
              data={parameter.values}
              value={value || null}
              clearable
              searchable
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
            />
          );
        return (
          <MultiSelect
            {...common}
            data={parameter.values}
            value={value ? value.split(multiValueSeparator) : []}
            clearable
            searchable
            onChange={(next) => field.onChange(next.join(multiValueSeparator))}
            onBlur={field.onBlur}
          />
        );
      }}
    />
  );
}
