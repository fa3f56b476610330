import { Badge, Card, Radio, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { priceCalculations, type PriceCalculation, type VatSettings } from '@zaplecze/contract/vat/vat';
import { notifyFailure } from '../../../../lib/notify';
import { useSavePriceCalculation } from '../api/vat-settings';

/** The registration country's rates and the netto/brutto choice, saved as soon as it changes. */
export function PolishRatesCard({ settings, canEdit }: { settings: VatSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSavePriceCalculation();
  const choose = (value: string) =>
    save.mutate(
      { priceCalculation: value as PriceCalculation, version: settings.version },
      { onError: (error) => notifyFailure(t('vat.notify.calculationError'), error) },
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="vat-rates-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="vat-rates-title">
            {t('vat.ratesTitle')}
          </Title>
          <Table verticalSpacing="xs" data-testid="polish-vat-rates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vat.columns.name')}</Table.Th>
                <Table.Th>{t('vat.columns.rate')}</Table.Th>
                <Table.Th>{t('vat.columns.default')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.rates.map((rate) => (
                <Table.Tr key={rate.id}>
                  <Table.Td>{rate.name}</Table.Td>
                  <Table.Td fw={600}>{rate.label}</Table.Td>
                  <Table.Td>
                    {rate.isDefault && (
                      <Badge size="sm" miw="max-content">
                        {t('vat.defaultBadge')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section">
        <Radio.Group
          label={
            <Title order={3} size="h5">
              {t('vat.calculationTitle')}
            </Title>
          }
          value={settings.priceCalculation}
          onChange={choose}
        >
          <Stack gap="sm" mt="sm">
            {priceCalculations.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`vat.calculation.${value}`)}
                disabled={!canEdit || save.isPending}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Card>
    </SimpleGrid>
  );
}
