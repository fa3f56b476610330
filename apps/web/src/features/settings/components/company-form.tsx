import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { countryCodes, phonePrefixes, type InvoiceData } from '@zaplecze/contract/accounts/accounts';
import { companySettingsBody, type CompanySettings } from '@zaplecze/contract/settings/settings';
import { notify } from '../../../lib/notify';
import { useUpdateCompanySettings } from '../api/update-company-settings';
import { applyFieldErrors } from '../field-errors';
import { SaveErrorAlert } from './save-error-alert';

type CompanyValues = { [K in keyof InvoiceData]: string } & { version: number };
type CompanyOutput = z.output<typeof companySettingsBody>;

const resolver = zodResolver(companySettingsBody) as unknown as Resolver<
  CompanyValues,
  unknown,
  CompanyOutput
>;

function toValues(data: CompanySettings): CompanyValues {
  const { modifiedAt: _modifiedAt, ...values } = data;
  return values;
}

/** Invoice data of the company, validated by the same contract rules as registration. */
export function CompanyForm({ data, onReload }: { data: CompanySettings; onReload: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdateCompanySettings();
  const [saveError, setSaveError] = useState<unknown>(null);
  const form = useForm<CompanyValues, unknown, CompanyOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: toValues(data),
  });
  const { errors, isDirty } = form.formState;
  const text = (
    name: keyof InvoiceData,
    span: Record<string, number>,
    extra: { optional?: boolean; autoComplete?: string } = {},
  ) => (
    <Grid.Col span={span}>
      <TextInput
        label={t(`settings.company.${name}`)}
        withAsterisk={!extra.optional}
        description={extra.optional ? t('settings.company.optional') : undefined}
        descriptionProps={{ c: 'gray.7' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete={extra.autoComplete}
        error={errors[name]?.message}
        {...form.register(name)}
      />
    </Grid.Col>
  );
  const select = (
    name: 'country' | 'prefix',
    options: { value: string; label: string }[],
    span: Record<string, number>,
  ) => (
    <Grid.Col span={span}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <Select
            label={t(`settings.company.${name}`)}
            data={options}
            allowDeselect={false}
            error={fieldState.error?.message}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
      />
    </Grid.Col>
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await mutation.mutateAsync(values);
      notify('green', t('settings.saved'));
    } catch (error) {
      if (!applyFieldErrors(error, form.getValues(), form.setError)) setSaveError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.company.title')}>
      <fieldset disabled={mutation.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {saveError !== null && <SaveErrorAlert error={saveError} onReload={onReload} />}
          <Grid gutter="sm">
            {text('companyName', { base: 12, sm: 8 }, { autoComplete: 'organization' })}
            {text('vatId', { base: 12, sm: 4 })}
            {text('street', { base: 12, sm: 6 }, { autoComplete: 'address-line1' })}
            {text('buildingNumber', { base: 6, sm: 3 })}
            {text('flatNumber', { base: 6, sm: 3 }, { optional: true })}
            {text('zipCode', { base: 12, sm: 3 }, { autoComplete: 'postal-code' })}
            {text('city', { base: 12, sm: 5 }, { autoComplete: 'address-level2' })}
            {text('region', { base: 12, sm: 4 }, { optional: true, autoComplete: 'address-level1' })}
            {select(
              'country',
              countryCodes.map((code) => ({ value: code, label: t(`settings.company.countries.${code}`) })),
              { base: 12, sm: 4 },
            )}
            {text('email', { base: 12, sm: 8 }, { autoComplete: 'email' })}
            {select(
              'prefix',
              phonePrefixes.map((prefix) => ({ value: prefix, label: prefix })),
              { base: 4, sm: 3 },
            )}
            {text('phoneNumber', { base: 8, sm: 5 }, { autoComplete: 'tel-national' })}
          </Grid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
