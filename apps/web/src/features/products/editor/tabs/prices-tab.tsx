import { Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '@zaplecze/contract/common/money';
import { EmptyState } from '../../../../components/page-states';
import { useFieldError } from '../components/form-fields';
import type { EditorValues, PriceRow } from '../form-values';
import { dependentPriceOf } from '../price-math';
import type { PriceListOption, ProductEditorOptions } from '../types';

interface PriceTableProps {
  options: ProductEditorOptions;
  /** The form path of the rows: `prices` or `variants.N.prices`. */
  path: 'prices' | `variants.${number}.prices`;
  /** The prices the server computed at the last save (dependent lists). */
  stored: readonly { priceListId: string; amount: string | null }[];
  readOnly: boolean;
  labelSuffix?: string;
}

function PriceInput({
  path,
  index,
  list,
  readOnly,
  labelSuffix,
}: {
  path: string;
  index: number;
  list: PriceListOption;
  readOnly: boolean;
  labelSuffix?: string;
}) {
  const { register } = useFormContext<EditorValues>();
  const name = `${path}.${index}.amount` as 'prices.0.amount';
  // The server may also name the row's list (e.g. a list made dependent meanwhile).
  const amountError = useFieldError(name);
  const listError = useFieldError(`${path}.${index}.priceListId`);
  const error = amountError ?? listError;
  return (
    <TextInput
      {...register(name)}
      aria-label={`${list.name}${labelSuffix ?? ''}`}
      inputMode="decimal"
      placeholder="0,00"
      rightSection={
        <Text size="xs" c="dimmed">
          {list.currency}
        </Text>
      }
      rightSectionWidth={44}
      readOnly={readOnly}
      error={error}
      maw={220}
    />
  );
}

/** Every price list: independent ones editable, dependent ones computed and read-only. */
export function PriceTable({ options, path, stored, readOnly, labelSuffix }: PriceTableProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<EditorValues>();
  const rows = (useWatch({ control, name: path }) as PriceRow[] | undefined) ?? [];
  if (options.priceLists.length === 0) return <EmptyState text={t('productEditor.prices.none')} />;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" data-testid="price-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('productEditor.prices.list')}</Table.Th>
            <Table.Th>{t('productEditor.prices.type')}</Table.Th>
            <Table.Th>{t('productEditor.prices.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {options.priceLists.map((list) => {
            const index = rows.findIndex((row) => row.priceListId === list.id);
            const dependent =
              list.type === 'dependent' ? dependentPriceOf(list, options.priceLists, rows, stored) : null;
            return (
              <Table.Tr key={list.id} data-testid={`price-row-${list.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {list.name}
                  </Text>
                  {list.isDefault && (
                    <Badge size="xs" variant="light" c="gray.9">
                      {t('productEditor.prices.default')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`productEditor.prices.${list.type}`)}</Text>
                </Table.Td>
                <Table.Td>
                  {dependent ? (
                    <Stack gap={0}>
                      <Text size="sm" fw={500} data-testid="dependent-price">
                        {dependent.amount === null ? '—' : formatMoney(dependent.amount, list.currency)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {dependent.baseName
                          ? t('productEditor.prices.derivedFrom', { base: dependent.baseName })
                          : t('productEditor.prices.derivedFromUnknown')}
                      </Text>
                    </Stack>
                  ) : index >= 0 ? (
                    <PriceInput
                      path={path}
                      index={index}
                      list={list}
                      readOnly={readOnly}
                      labelSuffix={labelSuffix}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PricesTab({
  options,
  stored,
  readOnly,
}: {
  options: ProductEditorOptions;
  stored: PriceTableProps['stored'];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const type = useWatch<EditorValues, 'type'>({ name: 'type' });
  return (
    <Stack gap="sm">
      <PriceTable options={options} path="prices" stored={stored} readOnly={readOnly} />
      {type === 'Variable' && (
        <Text size="sm" c="dimmed">
          {t('productEditor.prices.variantsHint')}
        </Text>
      )}
    </Stack>
  );
}
