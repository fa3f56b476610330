import { Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { maxStockQuantity, stockReasonMaxLength, type StockLevel } from '@zaplecze/contract/stock/stock';
import { notify, notifyFailure } from '../../../lib/notify';
import { useSaveProductStock } from '../api/product-stock';

export interface StockRow {
  warehouseId: string;
  warehouseName: string;
  variantId: string | null;
  variantSku: string | null;
  locationCode: string | null;
  locationId: string | null;
  onHand: number;
  reserved: number;
}

const rowKey = (row: { warehouseId: string; variantId: string | null }) =>
  `${row.warehouseId}|${row.variantId ?? ''}`;

/** Levels per warehouse (and variant): on-hand editable with a reason, reserved and available shown. */
export function StockLevelsForm({
  productId,
  rows,
  canEdit,
}: {
  productId: string;
  rows: StockRow[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveProductStock(productId);
  const [edited, setEdited] = useState<Record<string, number | ''>>({});
  const [reason, setReason] = useState('');
  const hasVariants = rows.some((row) => row.variantId);
  const valueOf = (row: StockRow) => edited[rowKey(row)] ?? row.onHand;
  const changed = rows.filter((row) => {
    const value = valueOf(row);
    return value !== '' && value !== row.onHand;
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return notify('blue', t('productStock.nothingChanged'));
    save.mutate(
      {
        levels: changed.map((row) => ({
          warehouseId: row.warehouseId,
          variantId: row.variantId,
          locationId: row.locationId,
          onHand: Number(valueOf(row)),
        })),
        reason: reason.trim() || null,
      },
      {
        onSuccess: () => {
          setEdited({});
          setReason('');
          notify('green', t('productStock.saved'));
        },
        onError: (error) => notifyFailure(t('productStock.saveFailed'), error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="stock-levels-form">
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('productStock.warehouse')}</Table.Th>
                {hasVariants && <Table.Th>{t('productStock.variant')}</Table.Th>}
                <Table.Th>{t('productStock.location')}</Table.Th>
                <Table.Th ta="right">{t('productStock.onHand')}</Table.Th>
                <Table.Th ta="right">{t('productStock.reserved')}</Table.Th>
                <Table.Th ta="right">{t('productStock.available')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const value = valueOf(row);
                const name = [row.warehouseName, row.variantSku].filter(Boolean).join(' / ');
                return (
                  <Table.Tr key={rowKey(row)} data-testid="stock-level-row">
                    <Table.Td>{row.warehouseName}</Table.Td>
                    {hasVariants && <Table.Td>{row.variantSku ?? '—'}</Table.Td>}
                    <Table.Td>{row.locationCode ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {canEdit ? (
                        <NumberInput
                          size="xs"
                          w={110}
                          ml="auto"
                          aria-label={t('productStock.onHandOf', { name })}
                          allowDecimal={false}
                          min={-maxStockQuantity}
                          max={maxStockQuantity}
                          value={value}
                          onChange={(next) =>
                            setEdited((current) => ({
                              ...current,
                              [rowKey(row)]: next === '' ? '' : Number(next),
                            }))
                          }
                        />
                      ) : (
                        row.onHand
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{row.reserved}</Table.Td>
                    <Table.Td ta="right">{(value === '' ? row.onHand : value) - row.reserved}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canEdit && (
          <Group align="flex-end" gap="sm">
            <TextInput
              flex={1}
              label={t('productStock.reason')}
              placeholder={t('productStock.reasonPlaceholder')}
              maxLength={stockReasonMaxLength}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button type="submit" loading={save.isPending}>
              {t('productStock.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Existing levels, plus an empty one for every warehouse (× variant) that has none yet. */
export function stockRows(
  levels: StockLevel[],
  warehouses: { id: string; name: string }[],
  variants: { id: string; sku: string }[],
): StockRow[] {
  const rows: StockRow[] = levels.map((level) => ({ ...level }));
  const items = variants.length > 0 ? variants : [null];
  for (const warehouse of warehouses) {
    for (const variant of items) {
      const key = rowKey({ warehouseId: warehouse.id, variantId: variant?.id ?? null });
      if (rows.some((row) => rowKey(row) === key)) continue;
      rows.push({
        warehouseId: warehouse.id,
        warehouseName: warehouse.name,
        variantId: variant?.id ?? null,
        variantSku: variant?.sku ?? null,
        locationCode: null,
        locationId: null,
        onHand: 0,
        reserved: 0,
      });
    }
  }
  const order = new Map(warehouses.map((warehouse, index) => [warehouse.id, index]));
  return rows.sort(
    (a, b) =>
      (order.get(a.warehouseId) ?? 99) - (order.get(b.warehouseId) ?? 99) ||
      (a.variantSku ?? '').localeCompare(b.variantSku ?? ''),
  );
}
