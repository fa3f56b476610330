import { Card, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Order } from '@zaplecze/contract/orders/orders';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { notifySuccess } from '../notify';
import type { NoteInput } from '../optimistic';
import { useOrderPage } from '../order-page-context';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';

const emptyDraft: NoteInput = { value: '', color: null };

/** 'Notatki': the order's notes and a form for a new one. */
export function NotesCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const page = useOrderPage();
  const titleId = useId();
  const add = useAddNote(order.id);
  const remove = useDeleteNote(order.id);
  const [draft, setDraft] = useState<NoteInput>(emptyDraft);

  const submit = () => {
    const sent = draft;
    setDraft(emptyDraft);
    add.mutate(sent, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => {
        setDraft(sent);
        page.reportError(t('orderDetails.notes.failed'), error);
      },
    });
  };

  const confirmDelete = useConfirmDelete(remove, (noteId: string) => ({
    title: t('orderDetails.notes.remove'),
    message: t('orderDetails.notes.removeText'),
    confirmText: t('orderDetails.notes.removeConfirm'),
    variables: noteId,
    success: (result: { message: string }) => result.message,
    failure: (error: Error) => page.reportError(t('orderDetails.notes.removeFailed'), error),
  }));

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="notes-card"
    >
      <Title order={2} size="h5" id={titleId} mb="sm">
        {t('orderDetails.notes.title')}
      </Title>
      <Stack gap="xs">
        {order.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orderDetails.notes.empty')}
          </Text>
        ) : (
          order.notes.map((note) => (
            <NoteItem key={note.id} orderId={order.id} note={note} onDelete={() => confirmDelete(note.id)} />
          ))
        )}
        {page.canEdit && (
          <NoteForm
            draft={draft}
            onChange={setDraft}
            label={t('orderDetails.notes.new')}
            submitLabel={t('orderDetails.notes.add')}
            onSubmit={submit}
          />
        )}
      </Stack>
    </Card>
  );
}
