import { Button, Group, Stack, type StackProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ShopifySettingsBody } from '@zaplecze/contract/shopify/shopify';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveShopifySettings } from './api/shopify';
import './translations';

/**
 * A settings tab's form (general, orders, products): its fields, given the server's errors by
 * field, then the one 'Zapisz' footer; `build` makes the whole settings body from the tab's state.
 */
export function SettingsForm({
  build,
  children,
  ...stack
}: Omit<StackProps, 'children'> & {
  build: () => ShopifySettingsBody;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveShopifySettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(build(), {
      onSuccess: () => notify('green', t('shopify.saved')),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
        notifyFailure(t('shopify.saveFailed'), error);
      },
    });
  };
  return (
    <Stack component="form" onSubmit={submit} {...stack}>
      {children(errors)}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('shopify.save')}
        </Button>
      </Group>
    </Stack>
  );
}
