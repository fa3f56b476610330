import { Fieldset, Grid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { RegistrationFormApi } from '../registration-values';

export function AddressSection({ form }: { form: RegistrationFormApi }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Fieldset legend={t('auth.register.address')} radius="md">
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('auth.register.street')}
            autoComplete="address-line1"
            withAsterisk
            error={errors.street?.message}
            {...register('street')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t('auth.register.buildingNumber')}
            withAsterisk
            error={errors.buildingNumber?.message}
            {...register('buildingNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={t('auth.register.flatNumber')}
            description={t('auth.register.optional')}
            descriptionProps={{ c: 'gray.7' }}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.flatNumber?.message}
            {...register('flatNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('auth.register.zipCode')}
            placeholder={t('auth.register.zipCodePlaceholder')}
            autoComplete="postal-code"
            withAsterisk
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('auth.register.city')}
            autoComplete="address-level2"
            withAsterisk
            error={errors.city?.message}
            {...register('city')}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
