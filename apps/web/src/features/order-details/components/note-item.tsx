import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useUpdateNote } from '../api/update-note';
import { formatDateTime } from '../format';
import { notifySuccess } from '../notify';
import type { NoteInput } from '../optimistic';
import { useOrderPage } from '../order-page-context';
import { NoteForm } from './note-form';

type Note = Order['notes'][number];

/** One note in its colour; edited in place. */
export function NoteItem({ orderId, note, onDelete }: { orderId: string; note: Note; onDelete: () => void }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const update = useUpdateNote(orderId);
  const [draft, setDraft] = useState<NoteInput | null>(null);
  const pending = note.id.startsWith('pending-');
  const color = note.color ?? 'var(--mantine-color-gray-4)';

  const save = () => {
    if (!draft) return;
    const sent = draft;
    setDraft(null);
    update.mutate(
      { noteId: note.id, note: sent },
      {
        onSuccess: (result) => notifySuccess(result.message),
        onError: (error) => {
          setDraft(sent);
          page.reportError(t('orderDetails.notes.failed'), error);
        },
      },
    );
  };

  if (draft) {
    return (
      <NoteForm
        draft={draft}
        onChange={setDraft}
        label={t('orderDetails.notes.editing')}
        submitLabel={t('orderDetails.notes.save')}
        onSubmit={save}
        onCancel={() => setDraft(null)}
      />
    );
  }

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-testid="note"
      style={{
        borderLeft: `4px solid ${color}`,
        background: note.color ? `color-mix(in srgb, ${note.color} 22%, white)` : undefined,
        opacity: pending ? 0.6 : 1,
      }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.value}
        </Text>
        {page.canEdit && (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="dark"
              aria-label={t('orderDetails.notes.edit')}
              disabled={pending}
              onClick={() => setDraft({ value: note.value, color: note.color })}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red.9"
              aria-label={t('orderDetails.notes.remove')}
              disabled={pending}
              onClick={onDelete}
            >
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dark.4" mt={4}>
        {t('orderDetails.notes.added', { date: formatDateTime(note.created) })}
      </Text>
    </Paper>
  );
}
