import { Button, Fieldset, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { Controller, useFormContext } from 'react-hook-form';
import {
  productLimits,
  productStatusLabels,
  productStatuses,
  productTypeLabels,
  productTypes,
} from '@zaplecze/contract/products/products';
import { previewSku } from '@zaplecze/contract/sku-generator/sku-generator';
import { polishVatRates } from '@zaplecze/contract/vat/vat';
import { usePermission } from '../../../../lib/use-permission';
import { useSkuGenerator } from '../api/get-sku-generator';
import { DayField, SelectField, TextField, useFieldError } from '../components/form-fields';
import type { EditorValues } from '../form-values';
import type { ProductEditorOptions } from '../types';

const toItems = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** 'Generuj': the generator's next SKU for this product's category, producer and brand (the server keeps SKUs unique). */
function GenerateSkuButton({ options }: { options: ProductEditorOptions }) {
  const { t } = useTranslation();
  const generator = useSkuGenerator();
  const { getValues, setValue } = useFormContext<EditorValues>();
  if (!generator.data?.configured) return null;
  const { pattern, nextNumber } = generator.data;
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    list.find((item) => item.id === id)?.name;
  const generate = () => {
    const values = getValues();
    const result = previewSku(pattern, nextNumber, {
      category: nameOf(options.categories, values.categoryId),
      producer: nameOf(options.producers, values.producerId),
      brand: nameOf(options.brands, values.brandId),
    });
    if (result.ok) setValue('sku', result.sku, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Button
      variant="light"
      leftSection={<IconWand size={16} aria-hidden />}
      onClick={generate}
      title={t('productEditor.fields.generateSkuHint')}
      mt={24}
    >
      {t('productEditor.fields.generateSku')}
    </Button>
  );
}

export function BasicInfoTab({ options, readOnly }: { options: ProductEditorOptions; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<EditorValues>();
  const tagsError = useFieldError('tags');
  // Publishing needs PIM publish (the server refuses it too); the option stays for who has it.
  const canPublish = usePermission('pim.publish');
  const statuses = toItems(productStatuses, productStatusLabels).map((item) =>
    item.value === 'Published' && !canPublish ? { ...item, disabled: true } : item,
  );
  const f = (key: string) => t(`productEditor.fields.${key}`);
  const vatRates = options.vatRates.length
    ? options.vatRates.map((rate) => ({ value: rate.id, label: rate.label }))
    : polishVatRates.map((rate) => ({ value: rate.id, label: `${rate.label} – ${rate.name}` }));
  return (
    <Stack gap="lg">
      <Fieldset legend={t('productEditor.sections.identity')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="name"
            label={f('name')}
            withAsterisk
            maxLength={productLimits.name}
            style={{ gridColumn: '1 / -1' }}
          />
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <TextField
              name="sku"
              label={f('sku')}
              withAsterisk
              maxLength={productLimits.sku}
              style={{ flex: 1 }}
            />
            {!readOnly && <GenerateSkuButton options={options} />}
          </div>
          <TextField name="ean" label={f('ean')} inputMode="numeric" maxLength={productLimits.ean} />
          <SelectField
            name="type"
            label={f('type')}
            data={toItems(productTypes, productTypeLabels)}
            allowDeselect={false}
          />
          <SelectField name="status" label={f('status')} data={statuses} allowDeselect={false} />
          <TextField name="modelCode" label={f('modelCode')} maxLength={productLimits.modelCode} />
          <TextField name="gtu" label={f('gtu')} maxLength={productLimits.gtu} placeholder="GTU_06" />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('productEditor.sections.classification')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <SelectField
            name="producerId"
            label={f('producer')}
            data={options.producers}
            clearable
            placeholder={f('none')}
          />
          <SelectField
            name="brandId"
            label={f('brand')}
            data={options.brands}
            clearable
            placeholder={f('none')}
          />
          <SelectField
            name="supplierId"
            label={f('supplier')}
            data={options.suppliers}
            clearable
            placeholder={f('none')}
          />
          <SelectField
            name="categoryId"
            label={f('category')}
            data={options.categories}
            clearable
            placeholder={f('none')}
          />
          <SelectField
            name="additionalCategory1Id"
            label={f('additionalCategory1')}
            data={options.categories}
            clearable
            placeholder={f('none')}
          />
          <SelectField
            name="additionalCategory2Id"
            label={f('additionalCategory2')}
            data={options.categories}
            clearable
            placeholder={f('none')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              mt="sm"
              label={f('tags')}
              placeholder={f('tagsPlaceholder')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={productLimits.tags}
              error={tagsError}
              clearable
            />
          )}
        />
      </Fieldset>
      <Fieldset legend={t('productEditor.sections.sales')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <SelectField name="vatRateId" label={f('vatRate')} data={vatRates} allowDeselect={false} />
          <DayField name="saleFrom" label={f('saleFrom')} />
          <TextField name="unit" label={f('unit')} maxLength={productLimits.unit} placeholder="szt." />
          <TextField name="unitValue" label={f('unitValue')} inputMode="decimal" />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
