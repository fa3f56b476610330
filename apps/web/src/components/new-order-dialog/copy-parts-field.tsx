import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { copyOrderParts } from '@zaplecze/contract/orders/order-detail-parts';
import type { NewOrderValues } from './new-order-form';

/** The parts a copy takes from the order (spec 001 §2.9). */
export function CopyPartsField({
  control,
  disabled,
}: {
  control: Control<NewOrderValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('newOrderDialog.parts')} disabled={disabled} data-testid="copy-parts">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {copyOrderParts.map((part) => (
          <Controller
            key={part}
            control={control}
            name={`parts.${part}`}
            render={({ field }) => (
              <Checkbox
                label={t(`newOrderDialog.partLabels.${part}`)}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('newOrderDialog.noParts')}
      </Text>
    </Fieldset>
  );
}
