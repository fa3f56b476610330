import { Input, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiKeyLimits, apiKeyMessages, type ApiKeySecret } from '@zaplecze/contract/api-keys/api-keys';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify';
import { useCreateApiKey } from '../api/api-keys';
import { KeyScopes } from './key-scopes';

const expiryDays = { never: null, d30: 30, d90: 90, d365: 365 } as const;
type Expiry = keyof typeof expiryDays;

interface Props {
  onClose(): void;
  onCreated(created: ApiKeySecret): void;
}

/** The new-key form: name, scopes per module, validity and an optional own quota. */
export function CreateKeyDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [quota, setQuota] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = apiKeyMessages.nameRequired;
    if (scopes.length === 0) local.scopes = apiKeyMessages.scopesRequired;
    setErrors(local);
    if (Object.keys(local).length) return;
    const days = expiryDays[expiry];
    create.mutate(
      {
        name: name.trim(),
        scopes: scopes as never,
        expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
        requestsPerMinute: quota === '' ? null : quota,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          else notifyFailure(t('integrations.apiKeys.failed.create'), error);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('integrations.apiKeys.form.title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('integrations.apiKeys.form.submit')}
    >
      <TextInput
        label={t('integrations.apiKeys.form.name')}
        placeholder={t('integrations.apiKeys.form.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={apiKeyLimits.nameMax}
        required
        data-autofocus
      />
      <Stack gap={4}>
        <Input.Label required>{t('integrations.apiKeys.form.scopes')}</Input.Label>
        <Text size="xs" c="gray.7">
          {t('integrations.apiKeys.form.scopesHint')}
        </Text>
        <KeyScopes value={scopes} onChange={setScopes} error={errors.scopes} />
        {errors.scopes && <Input.Error>{errors.scopes}</Input.Error>}
      </Stack>
      <Select
        label={t('integrations.apiKeys.form.expiry')}
        data={(Object.keys(expiryDays) as Expiry[]).map((value) => ({
          value,
          label: t(`integrations.apiKeys.form.expiryOptions.${value}`),
        }))}
        value={expiry}
        onChange={(value) => value && setExpiry(value as Expiry)}
        allowDeselect={false}
        error={errors.expiresAt}
      />
      <NumberInput
        label={t('integrations.apiKeys.form.quota')}
        description={t('integrations.apiKeys.form.quotaHint')}
        value={quota}
        onChange={(value) => setQuota(typeof value === 'number' ? value : '')}
        min={1}
        max={apiKeyLimits.requestsPerMinuteMax}
        allowDecimal={false}
        error={errors.requestsPerMinute}
      />
    </FormDialog>
  );
}
