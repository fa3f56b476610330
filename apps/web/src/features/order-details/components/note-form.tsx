import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { noteCounter } from '@zaplecze/contract/orders/order-detail-parts';
import { noteMaxLength } from '@zaplecze/contract/orders/order-parts';
import type { NoteInput } from '../optimistic';
import { NoteColorPicker } from './note-color-picker';

/**
 * A note's text (at most 400 characters, counted as 'n/400') and colour; the submit button stays
 * disabled for empty or whitespace-only text (spec 001 §5). The draft lives with the caller, so a
 * failed save can put it back.
 */
export function NoteForm({
  draft,
  onChange,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  draft: NoteInput;
  onChange: (draft: NoteInput) => void;
  label: string;
  submitLabel: string;
  onSubmit: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const blank = !draft.value.trim();
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={noteMaxLength}
        value={draft.value}
        onChange={(event) => onChange({ ...draft, value: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !blank) onSubmit();
        }}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <NoteColorPicker value={draft.color} onChange={(color) => onChange({ ...draft, color })} />
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="note-counter">
            {noteCounter(draft.value)}
          </Text>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              {t('orderDetails.notes.cancel')}
            </Button>
          )}
          <Button size="xs" disabled={blank} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
