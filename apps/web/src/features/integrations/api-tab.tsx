import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ApiKey, ApiKeySecret } from '@zaplecze/contract/api-keys/api-keys';
import { openConfirm } from '../../components/confirm-modal';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { notify, notifyFailure } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useApiKeys, useRevokeApiKey, useRotateApiKey } from './api/api-keys';
import { CreateKeyDialog } from './components/create-key-dialog';
import { KeyCards, KeyTable } from './components/key-list';
import { SecretDialog } from './components/secret-dialog';
import './translations';

/** Integracje → API: the account's keys, a new key, rotation and revocation. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('integrations.tabs.api')} · ${t('integrations.title')}`);
  const keys = useApiKeys();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<(ApiKeySecret & { rotated: boolean }) | null>(null);

  const askRotate = (key: ApiKey) =>
    openConfirm({
      type: 'warning',
      title: t('integrations.apiKeys.rotateConfirm.title'),
      message: t('integrations.apiKeys.rotateConfirm.message', {
        name: key.name,
        interpolation: { escapeValue: true },
      }),
      confirmText: t('integrations.apiKeys.rotateConfirm.confirm'),
      onConfirm: () =>
        rotate.mutate(key, {
          onSuccess: (result) => setShown({ ...result, rotated: true }),
          onError: (error) => notifyFailure(t('integrations.apiKeys.failed.rotate'), error),
        }),
    });
  const askRevoke = (key: ApiKey) =>
    openConfirm({
      type: 'danger',
      title: t('integrations.apiKeys.revokeConfirm.title'),
      message: t('integrations.apiKeys.revokeConfirm.message', {
        name: key.name,
        interpolation: { escapeValue: true },
      }),
      confirmText: t('integrations.apiKeys.revokeConfirm.confirm'),
      onConfirm: () =>
        revoke.mutate(key, {
          onSuccess: () => notify('green', t('integrations.apiKeys.toasts.revoked')),
          onError: (error) => notifyFailure(t('integrations.apiKeys.failed.revoke'), error),
        }),
    });

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('integrations.apiKeys.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Title order={2} size="h3">
            {t('integrations.apiKeys.heading')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('integrations.apiKeys.intro')}
          </Text>
          <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              {t('integrations.apiKeys.docs')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
        {addButton}
      </Group>
      <QueryState
        query={keys}
        errorMessage={(error) =>
          error instanceof ApiError ? error.message : t('integrations.apiKeys.loadError')
        }
        empty={t('integrations.apiKeys.empty')}
      >
        {(list) =>
          narrow ? (
            <KeyCards keys={list.data} onRotate={askRotate} onRevoke={askRevoke} />
          ) : (
            <KeyTable keys={list.data} onRotate={askRotate} onRevoke={askRevoke} />
          )
        }
      </QueryState>
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setShown({ ...created, rotated: false });
          }}
        />
      )}
      {shown && <SecretDialog shown={shown} onClose={() => setShown(null)} />}
    </Stack>
  );
}
