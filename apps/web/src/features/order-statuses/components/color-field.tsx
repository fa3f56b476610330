import { CheckIcon, ColorInput, ColorSwatch, Group, Input, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColorPresets } from '@zaplecze/contract/order-statuses';

export interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** The ten preset colours of spec 001 §9 as one-click swatches, and any #RRGGBB typed or picked. */
export function ColorField({ value, onChange, onBlur, error }: ColorFieldProps) {
  const { t } = useTranslation();
  const selected = value.toUpperCase();
  return (
    <Stack gap={6}>
      <Input.Label component="div" id="status-color-presets">
        {t('orderStatuses.statusDialog.color')}
      </Input.Label>
      <Group gap={6} role="group" aria-labelledby="status-color-presets">
        {statusColorPresets.map((color) => (
          <UnstyledButton
            key={color}
            type="button"
            aria-label={t('orderStatuses.statusDialog.preset', { color })}
            aria-pressed={selected === color}
            onClick={() => onChange(color)}
          >
            <ColorSwatch color={color} size={28} style={{ color: '#000' }}>
              {selected === color && <CheckIcon width={12} />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
      <ColorInput
        label={t('orderStatuses.statusDialog.hex')}
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
