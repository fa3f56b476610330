import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { sharedLinkLimits, type FileItem, type SharedLink } from '@zaplecze/contract/files/files';
import { openConfirm } from '../../../components/confirm-modal';
import { DateField } from '../../../components/date-field';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { notify, notifyFailure } from '../../../lib/notify';
import { useCreateSharedLink, useRevokeSharedLink, useSharedLinks } from '../api/shared-links';

const absolute = (link: SharedLink) => `${window.location.origin}${link.url}`;
const statusColors = { active: 'green', expired: 'gray', revoked: 'red' } as const;

function LinkRow({ link }: { link: SharedLink }) {
  const { t } = useTranslation();
  const revoke = useRevokeSharedLink();
  const ask = () =>
    openConfirm({
      type: 'danger',
      title: t('files.share.revokeTitle'),
      message: t('files.share.revokeMessage'),
      confirmText: t('files.share.revoke'),
      onConfirm: () =>
        revoke.mutate(link.id, {
          onSuccess: () => notify('green', t('files.share.revoked')),
          onError: (error) => notifyFailure(t('files.actionFailed'), error),
        }),
    });
  return (
    <Stack gap={4} data-testid="shared-link">
      <Group gap="xs">
        <Badge color={statusColors[link.status]} variant="light">
          {t(`files.share.status.${link.status}`)}
        </Badge>
        <Text size="xs" c="gray.7">
          {link.expiresAt
            ? t('files.share.until', { date: formatWarsawDateTime(link.expiresAt) })
            : t('files.share.noExpiry')}
          {link.hasPassword && ` · ${t('files.share.withPassword')}`}
          {` · ${t('files.share.downloads', { count: link.downloadCount })}`}
        </Text>
      </Group>
      {link.status === 'active' && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            value={absolute(link)}
            readOnly
            aria-label={t('files.share.copy')}
            style={{ flex: 1 }}
            size="xs"
          />
          <CopyButton value={absolute(link)}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('files.share.copied') : t('files.share.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" color="red" variant="subtle" onClick={ask}>
            {t('files.share.revoke')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Creates a link to a file or a folder (optional expiry day and password) and lists its links. */
export function ShareDialog({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const target = item.type === 'file' ? { fileId: item.id } : { folderId: item.id };
  const links = useSharedLinks(target);
  const create = useCreateSharedLink();
  const [day, setDay] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (password && password.length < sharedLinkLimits.passwordMin)
      return setErrors({ password: t('files.share.passwordHint') });
    create.mutate(
      {
        ...target,
        expiresAt: day ? new Date(`${day}T23:59:59`).toISOString() : null,
        password: password || null,
      },
      {
        onSuccess: () => {
          notify('green', t('files.share.created'));
          setPassword('');
          setErrors({});
        },
        onError: (error) =>
          error instanceof ApiError && Object.keys(error.fields).length
            ? setErrors(error.fields)
            : notifyFailure(t('files.actionFailed'), error),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('files.share.title', { name: item.name })} size="lg" centered>
      <Stack>
        <Text size="sm">{t('files.share.intro')}</Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" grow>
            <DateField
              label={t('files.share.expiresAt')}
              description={t('files.share.expiresHint')}
              value={day}
              onChange={setDay}
              minDate={new Date()}
              clearable
              error={errors.expiresAt}
            />
            <PasswordInput
              label={t('files.share.password')}
              description={t('files.share.passwordHint')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              maxLength={sharedLinkLimits.passwordMax}
              error={errors.password}
              autoComplete="new-password"
            />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={create.isPending}>
              {t('files.share.create')}
            </Button>
          </Group>
        </form>
        <Text fw={600}>{t('files.share.links')}</Text>
        <QueryState query={links} errorMessage={t('files.share.loadError')} empty={t('files.share.noLinks')}>
          {(data) => (
            <Stack gap="sm">
              {data.data.map((link) => (
                <LinkRow key={link.id} link={link} />
              ))}
            </Stack>
          )}
        </QueryState>
        {create.isError && !(create.error instanceof ApiError) && (
          <Alert color="red">{t('files.actionFailed')}</Alert>
        )}
      </Stack>
    </Modal>
  );
}
