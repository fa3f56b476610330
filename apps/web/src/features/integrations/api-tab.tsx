import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconBan, IconExternalLink, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeySecret } from '@zaplecze/contract/api-keys/api-keys';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { openConfirm } from '../../components/confirm-modal';
import { DataTable } from '../../components/data-table';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { notify, notifyFailure } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useApiKeys, useRevokeApiKey, useRotateApiKey } from './api/api-keys';
import { CreateKeyDialog } from './components/create-key-dialog';
import { SecretDialog } from './components/secret-dialog';
import './translations';

const stateColors = { active: 'green', expired: 'orange', revoked: 'gray' } as const;

/** Integracje → API: the account's keys, a new key, rotation and revocation. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(`${t('integrations.tabs.api')} · ${t('integrations.title')}`);
  const keys = useApiKeys();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
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
        {(list) => (
          <DataTable
            label={t('integrations.apiKeys.heading')}
            minWidth={900}
            columns={[
              { label: t('integrations.apiKeys.columns.name') },
              { label: t('integrations.apiKeys.columns.key') },
              { label: t('integrations.apiKeys.columns.scopes') },
              { label: t('integrations.apiKeys.columns.expires') },
              { label: t('integrations.apiKeys.columns.lastUsed') },
              { label: t('integrations.apiKeys.columns.state') },
              { label: t('integrations.apiKeys.columns.actions'), align: 'right' },
            ]}
          >
            {list.data.map((key) => (
              <Table.Tr key={key.id} data-testid="api-key-row">
                <Table.Td fw={600}>{key.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">{`${key.prefix}…`}</Text>
                  {key.previousValidUntil && (
                    <Text size="xs" c="orange.8">
                      {t('integrations.apiKeys.overlap', {
                        date: formatWarsawDateTime(key.previousValidUntil),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="outline" size="sm" tt="none">
                        {scope}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {key.expiresAt ? formatWarsawDateTime(key.expiresAt) : t('integrations.apiKeys.noExpiry')}
                </Table.Td>
                <Table.Td>
                  {key.lastUsedAt ? (
                    <>
                      <Text size="sm">{formatWarsawDateTime(key.lastUsedAt)}</Text>
                      {key.lastUsedIp && (
                        <Text size="xs" c="gray.7">
                          {t('integrations.apiKeys.from', { ip: key.lastUsedIp })}
                        </Text>
                      )}
                    </>
                  ) : (
                    t('integrations.apiKeys.never')
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={stateColors[key.state]} variant="light">
                    {t(`integrations.apiKeys.states.${key.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {key.state !== 'revoked' && (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('integrations.apiKeys.rotate')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('integrations.apiKeys.rotateAria', { name: key.name })}
                          onClick={() => askRotate(key)}
                        >
                          <IconRefresh size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('integrations.apiKeys.revoke')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('integrations.apiKeys.revokeAria', { name: key.name })}
                          onClick={() => askRevoke(key)}
                        >
                          <IconBan size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
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
