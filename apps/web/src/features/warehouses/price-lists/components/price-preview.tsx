import { Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatMoney, fromGrosze, toGrosze } from '@zaplecze/contract/common/money';
import { amountField, dependentPrice, type PriceList } from '@zaplecze/contract/warehouses/price-lists';

interface Props {
  /** The chain from the independent root to the base of the edited list, root first. */
  chain: PriceList[];
  /** The edited list's own step, as typed in the form (not saved yet). */
  multiplier: string;
  additionalValue: string;
}

/**
 * 'Podgląd ceny': a price typed for the root list carried along the chain with the contract's
 * dependentPrice, the same function the server and the products use.
 */
export function PricePreview({ chain, multiplier, additionalValue }: Props) {
  const { t } = useTranslation();
  const [base, setBase] = useState('100');
  const root = chain[0];
  if (!root) return null;
  const normalized = base.trim().replace(',', '.');
  const validBase = amountField.safeParse(normalized).success && !normalized.startsWith('-');
  const ownStep =
    amountField.safeParse(additionalValue).success && /^\d+(\.\d{1,4})?$/.test(multiplier.trim());
  const steps: { name: string; grosze: number }[] = [];
  if (validBase) {
    let price = toGrosze(normalized);
    steps.push({ name: root.name, grosze: price });
    for (const list of chain.slice(1)) {
      price = dependentPrice(price, list.multiplier, toGrosze(list.additionalValue));
      steps.push({ name: list.name, grosze: price });
    }
    if (ownStep)
      steps.push({
        name: t('priceLists.preview.thisList'),
        grosze: dependentPrice(price, multiplier.trim(), toGrosze(additionalValue)),
      });
  }
  const last = steps.length > 1 && ownStep ? steps[steps.length - 1] : undefined;
  return (
    <Fieldset legend={t('priceLists.preview.title')} data-testid="price-preview">
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {t('priceLists.preview.hint')}
        </Text>
        <TextInput
          label={t('priceLists.preview.base', { name: root.name })}
          rightSection={<Text size="xs">{root.currency}</Text>}
          value={base}
          onChange={(event) => setBase(event.currentTarget.value)}
          error={validBase ? undefined : t('priceLists.preview.invalid')}
          inputMode="decimal"
          w={{ base: '100%', sm: 260 }}
        />
        <Group gap="xs" aria-live="polite">
          {steps.map((step, index) => (
            <Fragment key={`${step.name}-${index}`}>
              {index > 0 && <IconArrowRight size={14} aria-hidden />}
              <Text size="sm">
                {step.name}: <b>{formatMoney(fromGrosze(step.grosze), root.currency)}</b>
              </Text>
            </Fragment>
          ))}
        </Group>
        {last && (
          <Text fw={600} data-testid="price-preview-result">
            {t('priceLists.preview.result')}: {formatMoney(fromGrosze(last.grosze), root.currency)}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
