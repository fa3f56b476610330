import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingBank, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import type { NipCheck, RegistryCompany } from '@zaplecze/contract/common/nip-check';
import { notify, notifyFailure } from '../../../lib/notify';
import { useCheckNip } from '../api/check-nip';

interface CompanyFields {
  nip?: string;
  countryCode?: string;
  name: string;
  krs?: string;
  street?: string;
  buildingNumber?: string;
  flatNumber?: string;
  zipCode?: string;
  city?: string;
}

/**
 * The NIP field with 'Pobierz z GUS' (fills the form from the registry) and 'Czy aktywny?'
 * (checksum, the account's own records, the registry's status — or that it is unavailable).
 */
export function NipField<T extends FieldValues & CompanyFields, O>({
  form,
  maxLength,
}: {
  form: UseFormReturn<T, unknown, O>;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const check = useCheckNip();
  const [result, setResult] = useState<NipCheck | null>(null);
  const nipPath = 'nip' as Path<T>;
  const error = form.formState.errors.nip?.message;

  const run = async (fill: boolean) => {
    const nip = String(form.getValues(nipPath) ?? '').trim();
    if (!nip) {
      form.setError(nipPath, { type: 'manual', message: t('productSettings.nip.enterFirst') });
      return;
    }
    try {
      const answer = await check.mutateAsync({
        nip,
        countryCode: String(form.getValues('countryCode' as Path<T>) || 'PL'),
      });
      setResult(answer);
      if (fill && answer.registry.company) fillFrom(answer.registry.company);
    } catch (failure) {
      notifyFailure(t('productSettings.nip.verify'), failure);
    }
  };

  const fillFrom = (company: RegistryCompany) => {
    for (const [key, value] of Object.entries(company)) {
      if (value)
        form.setValue(key as Path<T>, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: true,
        });
    }
    notify('green', t('productSettings.nip.filled', { name: company.name }));
  };

  const known = result?.known.map(
    (entry) => `${t(`productSettings.nip.sources.${entry.source}`)}: ${entry.name}`,
  );
  const color = !result
    ? 'gray'
    : result.registry.status === 'active'
      ? 'green'
      : result.checksumValid
        ? 'yellow'
        : 'red';
  return (
    <Stack gap={6}>
      <TextInput
        label={t('productSettings.fields.nip')}
        maxLength={maxLength}
        error={typeof error === 'string' ? error : undefined}
        {...form.register(nipPath, { onChange: () => setResult(null) })}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconBuildingBank size={14} />}
          loading={check.isPending}
          onClick={() => void run(true)}
        >
          {t('productSettings.nip.fetch')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldCheck size={14} />}
          loading={check.isPending}
          onClick={() => void run(false)}
        >
          {t('productSettings.nip.verify')}
        </Button>
      </Group>
      {result && (
        <Alert color={color} variant="light" p="xs" role="status" data-testid="nip-result">
          {result.checksumValid && <Text size="sm">{t('productSettings.nip.checksumOk')}</Text>}
          <Text size="sm" fw={500}>
            {result.registry.message}
          </Text>
          {result.registry.source && (
            <Text size="xs" c="gray.7">
              {t('productSettings.nip.source', { source: result.registry.source })}
            </Text>
          )}
          {known && known.length > 0 && (
            <Text size="sm">{t('productSettings.nip.known', { list: known.join('; ') })}</Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
