import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import {
  skuSettingsBody,
  type SkuSettings,
  type SkuSettingsBody,
} from '@zaplecze/contract/sku-generator/sku-generator';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { usePermission } from '../../../lib/use-permission';
import { useSaveSkuSettings } from '../api/sku-settings';
import { SkuPreview } from './sku-preview';

const tokens = ['{category}', '{producer}', '{brand}', '{counter:5}', '{year}', '{month}'];

/** The pattern with token buttons, the next number, the live preview and the token legend. */
export function SkuForm({ settings }: { settings: SkuSettings }) {
  const { t } = useTranslation();
  const canEdit = usePermission('pim.edit');
  const save = useSaveSkuSettings();
  const form = useForm<SkuSettingsBody>({
    resolver: zodResolver(skuSettingsBody) as never,
    mode: 'onChange',
    defaultValues: { pattern: settings.pattern, nextNumber: settings.nextNumber },
  });
  const { errors, isSubmitting } = form.formState;
  const pattern = form.watch('pattern');
  const nextNumber = form.watch('nextNumber');

  const insert = (token: string) => {
    const input = document.getElementById('sku-pattern') as HTMLInputElement | null;
    const at = input?.selectionStart ?? pattern.length;
    const end = input?.selectionEnd ?? at;
    form.setValue('pattern', pattern.slice(0, at) + token + pattern.slice(end), {
      shouldValidate: true,
      shouldDirty: true,
    });
    input?.focus();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ ...body, version: settings.version ?? undefined });
      form.reset({ pattern: saved.pattern, nextNumber: saved.nextNumber });
      notify('green', t('skuGenerator.saved'));
    } catch (error) {
      if (error instanceof ApiError)
        for (const name of ['pattern', 'nextNumber'] as const)
          if (error.fields[name]) form.setError(name, { type: 'server', message: error.fields[name] });
      notifyFailure(t('skuGenerator.saveFailed'), error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {!settings.configured && (
          <Alert color="blue" role="status">
            {t('skuGenerator.notConfigured')}
          </Alert>
        )}
        <TextInput
          id="sku-pattern"
          label={t('skuGenerator.pattern')}
          description={t('skuGenerator.patternHint')}
          withAsterisk
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          readOnly={!canEdit}
          error={errors.pattern?.message}
          {...form.register('pattern')}
        />
        {canEdit && (
          <Group gap={6} role="group" aria-label={t('skuGenerator.insert')}>
            {tokens.map((token) => (
              <Button
                key={token}
                size="compact-sm"
                variant="light"
                ff="monospace"
                aria-label={t('skuGenerator.insertToken', { token })}
                onClick={() => insert(token)}
              >
                {token}
              </Button>
            ))}
          </Group>
        )}
        <Controller
          control={form.control}
          name="nextNumber"
          render={({ field }) => (
            <NumberInput
              label={t('skuGenerator.nextNumber')}
              description={t('skuGenerator.nextNumberHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              readOnly={!canEdit}
              maw={260}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
              onBlur={field.onBlur}
              error={errors.nextNumber?.message}
            />
          )}
        />
        <SkuPreview pattern={pattern} nextNumber={nextNumber} />
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('skuGenerator.tokens')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              <code>{'{counter:N}'}</code> — {t('skuGenerator.tokenCounter')}
            </List.Item>
            <List.Item>
              <code>{'{category}'}</code> — {t('skuGenerator.tokenCategory')}
            </List.Item>
            <List.Item>
              <code>{'{producer}'}</code> — {t('skuGenerator.tokenProducer')}
            </List.Item>
            <List.Item>
              <code>{'{brand}'}</code> — {t('skuGenerator.tokenBrand')}
            </List.Item>
            <List.Item>
              <code>{'{year} {month}'}</code> — {t('skuGenerator.tokenDate')}
            </List.Item>
          </List>
          <Text size="sm" c="gray.7" mt={4}>
            {t('skuGenerator.missingCode')}
          </Text>
        </div>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('skuGenerator.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
