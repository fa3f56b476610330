import { Alert, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { parseSkuPattern, previewSku, renderSku } from '@zaplecze/contract/sku-generator/sku-generator';

const samples = [
  { category: 'Elektronika', producer: 'Samsung' },
  { category: 'Odzież damska', producer: 'Łódzka Manufaktura' },
  { category: null, producer: 'Żywiec' },
];

/** The next SKU as the server would make it, and three sample products to show the codes. */
export function SkuPreview({ pattern, nextNumber }: { pattern: string; nextNumber: number }) {
  const { t } = useTranslation();
  const number = Number.isInteger(nextNumber) && nextNumber > 0 ? nextNumber : 1;
  const preview = previewSku(pattern, number);
  const parsed = parseSkuPattern(pattern.trim());
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={600}>{t('skuGenerator.preview')}</Text>
        {preview.ok ? (
          <div>
            <Text size="sm" c="gray.7">
              {t('skuGenerator.previewNext')}
            </Text>
            <Text ff="monospace" fz={28} fw={700} data-testid="sku-preview" aria-live="polite">
              {preview.sku}
            </Text>
          </div>
        ) : (
          <Alert color="red" role="alert" data-testid="sku-preview-error">
            {preview.message}
          </Alert>
        )}
        {parsed.ok && (
          <>
            <Text size="sm" fw={500}>
              {t('skuGenerator.sampleHeading')}
            </Text>
            <Table.ScrollContainer minWidth={360}>
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('skuGenerator.sampleCategory')}</Table.Th>
                    <Table.Th>{t('skuGenerator.sampleProducer')}</Table.Th>
                    <Table.Th>{t('skuGenerator.sampleSku')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {samples.map((sample, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{sample.category ?? t('skuGenerator.none')}</Table.Td>
                      <Table.Td>{sample.producer}</Table.Td>
                      <Table.Td>
                        <Code style={{ whiteSpace: 'nowrap' }}>
                          {renderSku(parsed.tokens, { ...sample, number: number + index })}
                        </Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
