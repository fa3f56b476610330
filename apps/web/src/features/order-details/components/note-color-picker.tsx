import { CheckIcon, ColorSwatch, Group, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** Light tints, so dark note text stays readable on them. */
export const noteColors = ['#FFE066', '#FFA8A8', '#A5D8FF', '#B2F2BB', '#D0BFFF', '#FFD8A8'] as const;

/** The note's colour as a row of swatches (a radio group); none is the default. */
export function NoteColorPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (color: string | null) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const options: (string | null)[] = [null, ...noteColors];
  return (
    <Group gap={6} role="radiogroup" aria-labelledby={labelId}>
      <Text size="xs" c="dimmed" id={labelId} mr={4}>
        {t('orderDetails.notes.color')}
      </Text>
      {options.map((color) => {
        const checked = (value ?? null) === color;
        return (
          <ColorSwatch
            key={color ?? 'none'}
            component="button"
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={
              color ? t('orderDetails.notes.colorOption', { color }) : t('orderDetails.notes.noColor')
            }
            color={color ?? 'var(--mantine-color-white)'}
            size={20}
            style={{ cursor: 'pointer', color: 'var(--mantine-color-dark-7)' }}
            onClick={() => onChange(color)}
          >
            {checked ? <CheckIcon size={10} /> : !color ? <IconBan size={12} aria-hidden /> : null}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}
