import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { genericMessages } from '@zaplecze/contract/common/errors';
import {
  supportForm,
  supportMessageMaxLength,
  supportTopicValues,
  type SupportForm as SupportValues,
  type SupportTicketResponse,
} from '@zaplecze/contract/support/support';
import { ApiError } from '../../../lib/api-client';
import { useCreateTicket } from '../api/create-ticket';
import { useCaptcha } from '../api/get-captcha';
import { CaptchaImage } from './captcha-image';

type FormValues = Omit<SupportValues, 'topic'> & { topic: string };

/** Support form of spec 000 §2.10/§5: live message counter, server captcha with refresh. */
export function SupportForm({
  onSent,
  initialTopic = '',
}: {
  onSent: (ticket: SupportTicketResponse) => void;
  initialTopic?: string;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const mutation = useCreateTicket();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, SupportValues>({
    resolver: zodResolver(supportForm) as unknown as Resolver<FormValues, unknown, SupportValues>,
    mode: 'onTouched',
    defaultValues: { email: '', topic: initialTopic, message: '', captcha: '' },
  });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const topics = supportTopicValues.map((value) => ({ value, label: t(`support.topics.${value}`) }));

  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    void captcha.refetch();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    if (!captcha.data) return;
    try {
      onSent(await mutation.mutateAsync({ ...values, captchaId: captcha.data.captchaId }));
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      // Each code is single use: whatever went wrong, the next attempt needs a new one.
      refreshCaptcha();
      const fields = apiError?.fields ?? {};
      const known = (Object.keys(fields) as (keyof FormValues)[]).filter((name) => name in values);
      for (const name of known)
        form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: name === known[0] });
      if (known.length === 0) setError(apiError?.message ?? genericMessages.internal);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('support.title')}>
      <fieldset disabled={mutation.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} title={t('support.errorTitle')} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={t('support.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="topic"
            render={({ field, fieldState }) => (
              <Select
                label={t('support.topic')}
                placeholder={t('support.topicPlaceholder')}
                data={topics}
                withAsterisk
                allowDeselect={false}
                error={fieldState.error?.message}
                ref={field.ref}
                name={field.name}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
          <Textarea
            label={t('support.message')}
            placeholder={t('support.messagePlaceholder')}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            error={errors.message?.message}
            description={
              <Text
                component="span"
                size="xs"
                c={message.length > supportMessageMaxLength ? 'red.8' : 'gray.7'}
                data-testid="message-counter"
              >
                {t('support.counter', { count: message.length, max: supportMessageMaxLength })}
              </Text>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('message')}
          />
          <Stack gap={6}>
            <CaptchaImage
              captcha={captcha.data}
              loading={captcha.isFetching}
              failed={captcha.isError}
              onRefresh={refreshCaptcha}
            />
            <TextInput
              label={t('support.captcha')}
              withAsterisk
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              error={errors.captcha?.message}
              {...form.register('captcha')}
            />
          </Stack>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending} disabled={!captcha.data}>
            {t('support.submit')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
