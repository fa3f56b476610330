import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { countryCodes } from '@zaplecze/contract/accounts/accounts';
import type { RegistrationFormApi } from '../registration-values';

export function CompanySection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  const countryOptions = countryCodes.map((code) => ({
    value: code,
    label: t(`auth.register.countries.${code}`),
  }));
  return (
    <Fieldset legend={t('auth.register.company')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('auth.register.companyName')}
          autoComplete="organization"
          withAsterisk
          error={errors.companyName?.message}
          style={{ gridColumn: '1 / -1' }}
          {...register('companyName')}
        />
        <TextInput
          label={t('auth.register.nip')}
          placeholder={t('auth.register.nipPlaceholder')}
          inputMode="numeric"
          withAsterisk
          error={errors.nip?.message}
          {...register('nip')}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              label={t('auth.register.country')}
              data={countryOptions}
              allowDeselect={false}
              withAsterisk
              error={fieldState.error?.message}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
