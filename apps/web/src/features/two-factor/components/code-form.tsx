import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { twoFactorCodeBody } from '@zaplecze/contract/two-factor/two-factor';
import { ApiError } from '../../../lib/api-client';

type Values = z.input<typeof twoFactorCodeBody>;

interface Props {
  label: string;
  submitLabel: string;
  color?: string;
  pending: boolean;
  onSubmit(body: Values): Promise<unknown>;
}

/** One code field (6 digits or a recovery code), validated by the contract; a refused code shows on the field. */
export function CodeForm({ label, submitLabel, color, pending, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof twoFactorCodeBody>>({
    resolver: zodResolver(twoFactorCodeBody),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset({ code: '' });
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.fields.code ?? error.message) : t('twoFactor.failed');
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          inputMode="text"
          maw={220}
          disabled={pending}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" color={color} loading={pending} mt={25}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
