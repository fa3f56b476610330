import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FieldValues } from 'react-hook-form';
import type { CardEditor } from '../use-card-editor';
import { ConflictAlert } from '../../../components/conflict-alert';
import { orderConflictTexts } from './conflict-texts';

interface DetailCardProps<V extends FieldValues> {
  title: string;
  editor: CardEditor<V>;
  canEdit: boolean;
  onReload: () => Promise<unknown>;
  /** The read-only mode. */
  view: ReactNode;
  /** The form's fields in edit mode. */
  children: ReactNode;
  testId: string;
}

/** The frame of a detail card: title, 'Edytuj', and in edit mode the form with 'Zapisz' and 'Anuluj'. */
export function DetailCard<V extends FieldValues>({
  title,
  editor,
  canEdit,
  onReload,
  view,
  children,
  testId,
}: DetailCardProps<V>) {
  const { t } = useTranslation();
  const titleId = useId();
  const reload = async () => {
    await onReload();
    editor.clearConflict();
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        {canEdit && !editor.editing && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('orderDetails.cards.editLabel', { title })}
            onClick={editor.start}
          >
            {t('orderDetails.cards.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {editor.conflict && <ConflictAlert texts={orderConflictTexts(t)} onReload={reload} />}
        {editor.editing ? (
          <form onSubmit={editor.save} noValidate aria-label={title}>
            <Stack gap="sm">
              {children}
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={editor.cancel}>
                  {t('orderDetails.cards.cancel')}
                </Button>
                <Button type="submit" size="xs">
                  {t('orderDetails.cards.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          view
        )}
      </Stack>
    </Card>
  );
}
