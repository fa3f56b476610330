import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBan, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { ApiKey } from '@zaplecze/contract/api-keys/api-keys';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { DataTable } from '../../../components/data-table';

const stateColors = { active: 'green', expired: 'orange', revoked: 'gray' } as const;

interface Props {
  keys: ApiKey[];
  onRotate(key: ApiKey): void;
  onRevoke(key: ApiKey): void;
}

function Prefix({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  return (
    <>
      <Text ff="monospace" size="sm">{`${apiKey.prefix}…`}</Text>
      {apiKey.previousValidUntil && (
        <Text size="xs" c="orange.8">
          {t('integrations.apiKeys.overlap', { date: formatWarsawDateTime(apiKey.previousValidUntil) })}
        </Text>
      )}
    </>
  );
}

function Scopes({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Group gap={4}>
      {apiKey.scopes.map((scope) => (
        <Badge key={scope} variant="outline" size="sm" tt="none">
          {scope}
        </Badge>
      ))}
    </Group>
  );
}

function Expiry({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  return (
    <>{apiKey.expiresAt ? formatWarsawDateTime(apiKey.expiresAt) : t('integrations.apiKeys.noExpiry')}</>
  );
}

function LastUsed({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  if (!apiKey.lastUsedAt) return <>{t('integrations.apiKeys.never')}</>;
  return (
    <>
      <Text size="sm">{formatWarsawDateTime(apiKey.lastUsedAt)}</Text>
      {apiKey.lastUsedIp && (
        <Text size="xs" c="gray.7">
          {t('integrations.apiKeys.from', { ip: apiKey.lastUsedIp })}
        </Text>
      )}
    </>
  );
}

function State({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  return (
    <Badge color={stateColors[apiKey.state]} variant="light">
      {t(`integrations.apiKeys.states.${apiKey.state}`)}
    </Badge>
  );
}

function Actions({ apiKey, onRotate, onRevoke }: { apiKey: ApiKey } & Omit<Props, 'keys'>) {
  const { t } = useTranslation();
  if (apiKey.state === 'revoked') return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('integrations.apiKeys.rotate')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('integrations.apiKeys.rotateAria', { name: apiKey.name })}
          onClick={() => onRotate(apiKey)}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('integrations.apiKeys.revoke')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('integrations.apiKeys.revokeAria', { name: apiKey.name })}
          onClick={() => onRevoke(apiKey)}
        >
          <IconBan size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The keys as a table: name, visible prefix, scopes, expiry, last use, state and actions. */
export function KeyTable({ keys, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  const column = (name: string) => t(`integrations.apiKeys.columns.${name}`);
  return (
    <DataTable
      label={t('integrations.apiKeys.heading')}
      minWidth={900}
      columns={[
        { label: column('name') },
        { label: column('key') },
        { label: column('scopes') },
        { label: column('expires') },
        { label: column('lastUsed') },
        { label: column('state') },
        { label: column('actions'), align: 'right' },
      ]}
    >
      {keys.map((key) => (
        <Table.Tr key={key.id} data-testid="api-key-row">
          <Table.Td fw={600}>{key.name}</Table.Td>
          <Table.Td>
            <Prefix apiKey={key} />
          </Table.Td>
          <Table.Td>
            <Scopes apiKey={key} />
          </Table.Td>
          <Table.Td>
            <Expiry apiKey={key} />
          </Table.Td>
          <Table.Td>
            <LastUsed apiKey={key} />
          </Table.Td>
          <Table.Td>
            <State apiKey={key} />
          </Table.Td>
          <Table.Td>
            <Actions apiKey={key} onRotate={onRotate} onRevoke={onRevoke} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The same keys as cards, for a phone: nothing scrolls sideways. */
export function KeyCards({ keys, onRotate, onRevoke }: Props) {
  const { t } = useTranslation();
  const label = (name: string) => (
    <Text size="xs" c="gray.7">
      {t(`integrations.apiKeys.columns.${name}`)}
    </Text>
  );
  return (
    <Stack gap="sm" aria-label={t('integrations.apiKeys.heading')} role="list">
      {keys.map((key) => (
        <Card key={key.id} withBorder radius="md" p="md" data-testid="api-key-row" role="listitem">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{key.name}</Text>
              <State apiKey={key} />
            </Group>
            <Prefix apiKey={key} />
            <Scopes apiKey={key} />
            <Group grow align="flex-start">
              <div>
                {label('expires')}
                <Text size="sm">
                  <Expiry apiKey={key} />
                </Text>
              </div>
              <div>
                {label('lastUsed')}
                <Text size="sm" component="div">
                  <LastUsed apiKey={key} />
                </Text>
              </div>
            </Group>
            <Actions apiKey={key} onRotate={onRotate} onRevoke={onRevoke} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
