import { Box, Center, Loader, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../../lib/i18n';
import { useBarcode } from '../api/locations';

interface Props {
  code: string;
  typeName?: string;
  typeColor?: string;
  warehouseName?: string;
}

/** The 100 × 50 mm label as printed: code, its Code 128 from the server, type and warehouse. */
export function LabelPreview({ code, typeName, typeColor, warehouseName }: Props) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(code.trim(), 400);
  const barcode = useBarcode(debounced);
  const details = [typeName, warehouseName].filter(Boolean).join(' · ');
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      role="img"
      aria-label={`${t('localization.locationForm.preview')}: ${debounced}`}
      style={{ aspectRatio: '2 / 1', display: 'flex', gap: 10, background: '#fff' }}
      data-testid="label-preview"
    >
      <Box w={5} style={{ borderRadius: 2, background: typeColor ?? 'var(--mantine-color-gray-4)' }} />
      <Box style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}>
        {debounced === '' ? (
          <Center h="100%">
            <Text size="sm" c="gray.7" ta="center">
              {t('localization.locationForm.previewEmpty')}
            </Text>
          </Center>
        ) : (
          <>
            <Text fw={700} size="lg" c="black" truncate="end" maw="100%">
              {debounced}
            </Text>
            <Center style={{ flex: 1, width: '100%', minHeight: 0 }}>
              {barcode.isPending ? (
                <Loader size="sm" />
              ) : barcode.isError ? (
                <Text size="xs" c="red.8" ta="center">
                  {t('localization.locationForm.previewBarcodeError')}
                </Text>
              ) : (
                <img
                  src={barcode.data}
                  alt=""
                  style={{ maxWidth: '100%', maxHeight: '100%', imageRendering: 'pixelated' }}
                />
              )}
            </Center>
            <Text size="xs" c="gray.8" truncate="end" maw="100%">
              {details}
            </Text>
          </>
        )}
      </Box>
    </Paper>
  );
}
