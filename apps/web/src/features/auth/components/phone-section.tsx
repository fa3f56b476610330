import { Fieldset, Grid, Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { phonePrefixes } from '@zaplecze/contract/accounts/accounts';
import type { RegistrationFormApi } from '../registration-values';

export function PhoneSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Fieldset legend={t('auth.register.phone')} radius="md">
      <Grid gutter="sm">
        <Grid.Col span={{ base: 4, sm: 3 }}>
          <Controller
            control={form.control}
            name="prefix"
            render={({ field, fieldState }) => (
              <Select
                label={t('auth.register.prefix')}
                data={[...phonePrefixes]}
                allowDeselect={false}
                autoComplete="tel-country-code"
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
        <Grid.Col span={{ base: 8, sm: 9 }}>
          <TextInput
            label={t('auth.register.phoneNumber')}
            placeholder={t('auth.register.phonePlaceholder')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            withAsterisk
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
