import { CheckIcon, ColorInput, ColorSwatch, Group, Input, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { locationTypeColorPresets } from '@zaplecze/contract/locations';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** The 20 preset colours as one-click swatches, and any #RRGGBB typed or picked. */
export function ColorField({ value, onChange, onBlur, error }: Props) {
  const { t } = useTranslation();
  const selected = value.toUpperCase();
  return (
    <Stack gap={6}>
      <Input.Label component="div" id="location-type-color-presets">
        {t('localization.typeForm.color')}
      </Input.Label>
      <Group gap={6} role="group" aria-labelledby="location-type-color-presets">
        {locationTypeColorPresets.map((color) => (
          <UnstyledButton
            key={color}
            type="button"
            aria-label={t('localization.typeForm.preset', { color })}
            aria-pressed={selected === color}
            onClick={() => onChange(color)}
          >
            <ColorSwatch color={color} size={26} style={{ color: '#fff' }}>
              {selected === color && <CheckIcon width={12} />}
            </ColorSwatch>
          </UnstyledButton>
        ))}
      </Group>
      <ColorInput
        label={t('localization.typeForm.hex')}
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
