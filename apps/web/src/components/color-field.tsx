import { CheckIcon, ColorInput, ColorSwatch, Group, Input, Stack, UnstyledButton } from '@mantine/core';
import { useId } from 'react';

export interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** Upper-case #RRGGBB colours offered as one-click swatches. */
  presets: readonly string[];
  label: string;
  hexLabel: string;
  presetLabel: (color: string) => string;
  /** Colour of the tick on the chosen swatch: dark for bright presets, light for deep ones. */
  checkColor?: string;
}

/** Preset colours as one-click swatches, and any #RRGGBB typed or picked. */
export function ColorField({
  value,
  onChange,
  onBlur,
  error,
  presets,
  label,
  hexLabel,
  presetLabel,
  checkColor = '#000',
}: ColorFieldProps) {
  const labelId = useId();
  const selected = value.toUpperCase();
  return (
    <Stack gap={6}>
      <Input.Label component="div" id={labelId}>
        {label}
      </Input.Label>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {presets.map((color) => (
          <UnstyledButton
            key={color}
            type="button"
            aria-label={presetLabel(color)}
            aria-pressed={selected === color}
            onClick={() => onChange(color)}
          >
            <ColorSwatch color={color} size={28} style={{ color: checkColor }}>
              {selected === color && <CheckIcon width={12} />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
      <ColorInput
        label={hexLabel}
        format="hex"
        withEyeDropper={false}
        fixOnBlur={false}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        maw={220}
      />
    </Stack>
  );
}
