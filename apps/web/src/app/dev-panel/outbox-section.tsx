import { ActionIcon, Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation, addTranslations } from '../../lib/i18n';
import type { OutboxMail, OutboxResponse } from '@zaplecze/contract/accounts/accounts';
import { api } from '../../lib/api-client';

addTranslations({
  pl: {
    devPanel: {
      outbox: {
        title: 'Wysłane e-maile',
        refresh: 'Odśwież listę e-maili',
        empty: 'Brak wiadomości.',
        error: 'Nie udało się wczytać wiadomości.',
        to: 'Do: {{to}}',
        status: { queued: 'w kolejce', sent: 'wysłany', failed: 'błąd' },
      },
    },
  },
  en: {
    devPanel: {
      outbox: {
        title: 'Sent e-mails',
        refresh: 'Refresh the e-mail list',
        empty: 'No messages.',
        error: 'Could not load the messages.',
        to: 'To: {{to}}',
        status: { queued: 'queued', sent: 'sent', failed: 'failed' },
      },
    },
  },
});

const statusColor = { queued: 'gray.7', sent: 'teal.9', failed: 'red.9' } as const;
const time = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function MailItem({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="outbox-mail">
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" fw={600} truncate title={mail.subject} style={{ minWidth: 0, flex: 1 }}>
          {mail.subject}
        </Text>
        <Badge size="xs" color={statusColor[mail.status]} variant="outline" style={{ flexShrink: 0 }}>
          {t(`devPanel.outbox.status.${mail.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="gray.7" truncate>
        {t('devPanel.outbox.to', { to: mail.to })} · {time.format(new Date(mail.createdAt))}
      </Text>
      {mail.links.map((link) => (
        <Anchor key={link} href={link} size="xs" style={{ wordBreak: 'break-all' }}>
          {link}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The latest mails of the development outbox with their links clickable (not in production). */
export function OutboxSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const outbox = useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: () => api.get<OutboxResponse>('/api/dev/outbox'),
    enabled,
    refetchInterval: enabled ? 5000 : false,
    staleTime: 0,
  });
  const mails = outbox.data?.data ?? [];
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" fw={600} c="gray.7">
          {t('devPanel.outbox.title')}
        </Text>
        <ActionIcon
          size="sm"
          variant="subtle"
          onClick={() => void outbox.refetch()}
          aria-label={t('devPanel.outbox.refresh')}
        >
          <IconRefresh size={14} />
        </ActionIcon>
      </Group>
      {outbox.isError ? (
        <Text size="xs" c="red.8">
          {t('devPanel.outbox.error')}
        </Text>
      ) : mails.length === 0 ? (
        <Text size="xs" c="gray.7">
          {t('devPanel.outbox.empty')}
        </Text>
      ) : (
        <Box mah={240} style={{ overflowY: 'auto' }}>
          <Stack gap="sm">
            {mails.slice(0, 10).map((mail) => (
              <MailItem key={mail.id} mail={mail} />
            ))}
          </Stack>
        </Box>
      )}
    </div>
  );
}
