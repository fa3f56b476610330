import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import {
  polishVatRateIds,
  vatMessages,
  type OssMappings,
  type PolishVatRateId,
  type VatSettings,
} from '@zaplecze/contract/vat/vat';
import { countryRateKeys, euVatRates, euVatRatesCheckedOn } from '@zaplecze/contract/vat/vat-rates';
import { EmptyState } from '../../../../components/page-states';
import { notify, notifyFailure } from '../../../../lib/notify';
import { useSaveOssMapping } from '../api/vat-settings';

const none = 'none';
const plDate = (iso: string) => iso.split('-').reverse().join('.');
const percent = (rate: string) => rate.replace('.', ',');

/** Every EU country's rates with a Polish rate chosen for each; 'Zapisz mapowanie' saves them all. */
export function OssMappingCard({ settings, canEdit }: { settings: VatSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveOssMapping();
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<OssMappings>(settings.mappings);
  const [dirty, setDirty] = useState(false);
  const needle = search.trim().toLocaleLowerCase('pl');
  const countries = euVatRates.filter(
    (country) =>
      !needle ||
      country.name.toLocaleLowerCase('pl').includes(needle) ||
      country.code.toLowerCase() === needle,
  );
  const options = [
    { value: none, label: t('vat.notMapped') },
    ...settings.rates.map((rate) => ({ value: rate.id, label: `${rate.label} – ${rate.name}` })),
  ];
  const choose = (code: string, rate: string, value: string | null) => {
    const id =
      value && value !== none && (polishVatRateIds as readonly string[]).includes(value)
        ? (value as PolishVatRateId)
        : null;
    setDraft((current) => ({ ...current, [code]: { ...current[code], [rate]: id } }));
    setDirty(true);
  };
  const submit = () =>
    save.mutate(
      { mappings: draft, version: settings.version },
      {
        onSuccess: (saved) => {
          setDraft(saved.mappings);
          setDirty(false);
          notify('green', vatMessages.saved);
        },
        onError: (error) => notifyFailure(t('vat.notify.mappingError'), error),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="oss-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5" id="oss-title">
              {t('vat.ossTitle')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('vat.ossHint', { date: plDate(euVatRatesCheckedOn) })}
            </Text>
          </div>
          {canEdit && (
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              {t('vat.saveMapping')}
            </Button>
          )}
        </Group>
        {dirty && (
          <Alert color="yellow" variant="light" py="xs">
            {t('vat.unsaved')}
          </Alert>
        )}
        <TextInput
          aria-label={t('vat.search')}
          placeholder={t('vat.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {countries.length === 0 ? (
          <EmptyState text={t('vat.noResults')} />
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="sm" striped data-testid="oss-mapping-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={200}>{t('vat.columns.country')}</Table.Th>
                  <Table.Th>{t('vat.columns.mapping')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {countries.map((country) => (
                  <Table.Tr key={country.code} data-testid={`oss-country-${country.code}`}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {country.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {country.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" align="flex-end">
                        {countryRateKeys(country).map((rate, index) => (
                          // Native selects: 26 countries × up to 4 rates stay light to render.
                          <NativeSelect
                            key={rate}
                            size="xs"
                            w={190}
                            label={`${percent(rate)}% (${t(index === 0 ? 'vat.standard' : 'vat.reduced')})`}
                            aria-label={t('vat.rateLabel', { country: country.name, rate: percent(rate) })}
                            data={options}
                            value={draft[country.code]?.[rate] ?? none}
                            onChange={(event) => choose(country.code, rate, event.currentTarget.value)}
                            disabled={!canEdit}
                          />
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
