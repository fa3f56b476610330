import { Alert, Button, Card, Center, Group, PasswordInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useParams } from 'react-router';
import { formatWarsawDateTime } from '@zaplecze/contract/common/warsaw-time';
import { formatBytes, type PublicShare } from '@zaplecze/contract/files/files';
import { ErrorState, LoadingState } from '../../components/page-states';
import { usePageTitle } from '../../lib/use-page-title';
import './translations';

type State =
  | { status: 'loading' }
  | { status: 'ready'; share: PublicShare }
  | { status: 'gone'; message: string }
  | { status: 'missing'; message: string }
  | { status: 'failed'; message: string };

async function request(url: string, init?: RequestInit): Promise<State> {
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'omit',
      headers: { accept: 'application/json', ...init?.headers },
    });
    const body = (await response.json().catch(() => null)) as
      (PublicShare & { error?: { message?: string } }) | null;
    if (response.ok && body) return { status: 'ready', share: body };
    const message = body?.error?.message ?? '';
    if (response.status === 410) return { status: 'gone', message };
    if (response.status === 404) return { status: 'missing', message };
    return { status: 'failed', message };
  } catch {
    return { status: 'failed', message: '' };
  }
}

/** /shared-files/{token}: what one link shares, without signing in (issue 24). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('sharedFiles.title'));
  const { token = '' } = useParams();
  const base = `/api/shared-files/${encodeURIComponent(token)}`;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [unlocking, setUnlocking] = useState(false);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    void request(base).then(setState);
  }, [base]);
  useEffect(load, [load]);

  const unlock = async (event: React.FormEvent) => {
    event.preventDefault();
    setUnlocking(true);
    const next = await request(`${base}/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    setUnlocking(false);
    if (next.status === 'failed') setPasswordError(next.message || t('sharedFiles.failed'));
    else setState(next);
  };

  let content;
  if (state.status === 'loading') content = <LoadingState label={t('sharedFiles.loading')} />;
  else if (state.status === 'gone' || state.status === 'missing')
    content = (
      <Stack align="center" ta="center" gap="sm" data-testid="shared-gone">
        <Title order={1} size="h3">
          {state.status === 'gone' ? t('sharedFiles.goneTitle') : t('sharedFiles.missingTitle')}
        </Title>
        <Text c="gray.7">{state.message || t('sharedFiles.missingText')}</Text>
        <Text size="sm" c="gray.7">
          {t('sharedFiles.askOwner')}
        </Text>
      </Stack>
    );
  else if (state.status === 'failed')
    content = <ErrorState message={state.message || t('sharedFiles.failed')} onRetry={load} />;
  else {
    const { share } = state;
    const locked = share.passwordRequired && !share.key;
    const keyQuery = share.key ? `?key=${encodeURIComponent(share.key)}` : '';
    content = (
      <Stack gap="md">
        <div>
          <Text size="sm" c="gray.7">
            {t('sharedFiles.sharedBy', { company: share.companyName })}
          </Text>
          <Title order={1} size="h3">
            {share.name}
          </Title>
          {share.expiresAt && (
            <Text size="sm" c="gray.7">
              {t('sharedFiles.expires', { date: formatWarsawDateTime(share.expiresAt) })}
            </Text>
          )}
        </div>
        {locked ? (
          <form onSubmit={unlock} noValidate>
            <Stack gap="sm" maw={360}>
              <Group gap="xs">
                <IconLock size={18} aria-hidden />
                <Text>{t('sharedFiles.passwordNeeded')}</Text>
              </Group>
              <PasswordInput
                label={t('sharedFiles.password')}
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setPasswordError(null);
                }}
                error={passwordError}
                autoComplete="off"
                data-autofocus
              />
              <Button type="submit" loading={unlocking} disabled={!password}>
                {t('sharedFiles.unlock')}
              </Button>
            </Stack>
          </form>
        ) : share.files.length === 0 ? (
          <Alert color="gray">{t('sharedFiles.empty')}</Alert>
        ) : (
          <Table verticalSpacing="xs" data-testid="shared-files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sharedFiles.name')}</Table.Th>
                <Table.Th ta="right">{t('sharedFiles.size')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {share.files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>{file.name}</Table.Td>
                  <Table.Td ta="right">{formatBytes(file.size)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      component="a"
                      href={`${base}/files/${file.id}${keyQuery}`}
                      download={file.name}
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      aria-label={t('sharedFiles.downloadNamed', { name: file.name })}
                    >
                      {t('sharedFiles.download')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    );
  }
  return (
    <Center mih="100vh" p="md" component="main" bg="gray.0">
      <Card withBorder radius="md" padding="xl" w="100%" maw={720}>
        <Stack gap="lg">
          <Text fw={800} c="blue.8">
            Zaplecze
          </Text>
          {content}
        </Stack>
      </Card>
    </Center>
  );
}
