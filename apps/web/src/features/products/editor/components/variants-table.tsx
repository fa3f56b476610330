import { ActionIcon, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n';
import { productLimits } from '@zaplecze/contract/products/products';
import { emptyVariant, independentLists, type EditorValues } from '../form-values';
import type { ProductEditorOptions } from '../types';
import { useFieldError } from './form-fields';
import { ParameterInput } from './parameter-input';

function VariantText({
  index,
  field,
  readOnly,
}: {
  index: number;
  field: 'sku' | 'ean' | 'name';
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<EditorValues>();
  const name = `variants.${index}.${field}` as const;
  const error = useFieldError(name);
  const max = field === 'name' ? productLimits.name : field === 'sku' ? productLimits.sku : productLimits.ean;
  return (
    <TextInput
      size="xs"
      miw={field === 'name' ? 180 : 120}
      aria-label={t('productEditor.variants.fieldLabel', {
        field: t(`productEditor.variants.${field}`),
        index: index + 1,
      })}
      maxLength={max}
      readOnly={readOnly}
      error={error}
      {...register(name)}
    />
  );
}

function VariantPrice({
  index,
  row,
  label,
  readOnly,
}: {
  index: number;
  row: number;
  label: string;
  readOnly: boolean;
}) {
  const { register } = useFormContext<EditorValues>();
  const name = `variants.${index}.prices.${row}.amount` as const;
  const error = useFieldError(name);
  return (
    <TextInput
      size="xs"
      miw={100}
      inputMode="decimal"
      placeholder="0,00"
      aria-label={label}
      readOnly={readOnly}
      error={error}
      {...register(name)}
    />
  );
}

/**
 * The variants of a Variable product: SKU, EAN, name, prices per independent list, then one column
 * per axis — the prices stay on screen at 1440 px however many axes the account has (issue 27).
 */
export function VariantsTable({
  options,
  offered = [],
  readOnly,
}: {
  options: ProductEditorOptions;
  /** Parameters offered first to the product's category: its axes come first. */
  offered?: readonly string[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const rank = (id: string) => {
    const index = offered.indexOf(id);
    return index < 0 ? Infinity : index;
  };
  const axes = options.parameters
    .filter((parameter) => parameter.usedInVariants)
    .sort((a, b) => rank(a.id) - rank(b.id));
  const lists = independentLists(options);
  return (
    <Stack gap="sm">
      {axes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('productEditor.variants.noAxes')}
        </Text>
      )}
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('productEditor.variants.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480 + 130 * (axes.length + lists.length)}>
          <Table verticalSpacing={6} data-testid="variants-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('productEditor.variants.sku')}</Table.Th>
                <Table.Th>{t('productEditor.variants.ean')}</Table.Th>
                <Table.Th>{t('productEditor.variants.name')}</Table.Th>
                {lists.map((list) => (
                  <Table.Th key={list.id}>
                    {list.name} ({list.currency})
                  </Table.Th>
                ))}
                {axes.map((axis) => (
                  <Table.Th key={axis.id}>{axis.name}</Table.Th>
                ))}
                {!readOnly && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field, index) => (
                <Table.Tr key={field.id} data-testid="variant-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <VariantText index={index} field="sku" readOnly={readOnly} />
                  </Table.Td>
                  <Table.Td>
                    <VariantText index={index} field="ean" readOnly={readOnly} />
                  </Table.Td>
                  <Table.Td>
                    <VariantText index={index} field="name" readOnly={readOnly} />
                  </Table.Td>
                  {lists.map((list) => (
                    <Table.Td key={list.id}>
                      <VariantPrice
                        index={index}
                        row={field.prices.findIndex((price) => price.priceListId === list.id)}
                        label={t('productEditor.variants.fieldLabel', { field: list.name, index: index + 1 })}
                        readOnly={readOnly}
                      />
                    </Table.Td>
                  ))}
                  {axes.map((axis) => (
                    <Table.Td key={axis.id} miw={140}>
                      <ParameterInput
                        parameter={{ ...axis, type: axis.type === 'MULTI_SELECT' ? 'ONE_SELECT' : axis.type }}
                        name={`variants.${index}.axes.${axis.id}`}
                        label={t('productEditor.variants.fieldLabel', { field: axis.name, index: index + 1 })}
                        readOnly={readOnly}
                        hideLabel
                      />
                    </Table.Td>
                  ))}
                  {!readOnly && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('productEditor.variants.remove', { index: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(emptyVariant(options))}
          disabled={fields.length >= productLimits.variants}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('productEditor.variants.add')}
        </Button>
      )}
    </Stack>
  );
}
