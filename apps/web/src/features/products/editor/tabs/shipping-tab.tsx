import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { weightUnits } from '@zaplecze/contract/products/products';
import { SelectField, TextField } from '../components/form-fields';

export function ShippingTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`productEditor.fields.${key}`);
  return (
    <Stack gap="lg">
      <Fieldset legend={t('productEditor.sections.dimensions')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextField name="lengthCm" label={f('lengthCm')} inputMode="decimal" />
          <TextField name="widthCm" label={f('widthCm')} inputMode="decimal" />
          <TextField name="heightCm" label={f('heightCm')} inputMode="decimal" />
          <TextField name="weightAmount" label={f('weightAmount')} inputMode="decimal" />
          <SelectField
            name="weightUnit"
            label={f('weightUnit')}
            data={weightUnits.map((unit) => ({ value: unit, label: unit }))}
            allowDeselect={false}
            searchable={false}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('productEditor.sections.delivery')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextField name="deliveryTimeDays" label={f('deliveryTimeDays')} inputMode="numeric" />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
