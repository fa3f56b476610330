import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { ProductStock } from '@zaplecze/contract/stock/stock';
import type { WarehouseList } from '@zaplecze/contract/warehouses/warehouses';
import { EmptyState } from '../../components/page-states';
import { combineQueries, QueryState } from '../../components/query-state';
import { useProductStock, useStockWarehouses } from './api/product-stock';
import { StockMovements, StockReservations } from './components/stock-history';
import { StockLevelsForm, stockRows } from './components/stock-levels-form';
import './translations';

/**
 * The 'Magazyn' tab of a product: levels per warehouse (and variant) with on-hand editable and a
 * reason, the orders reserving it, and the recent movements. `variants` lets a Variable product
 * show an empty level for a variant that has none yet.
 */
export function ProductStockPanel({
  productId,
  canEdit,
  variants,
}: {
  productId: string;
  canEdit: boolean;
  variants?: { id: string; sku: string }[];
}) {
  const { t } = useTranslation();
  const stock = useProductStock(productId);
  const warehouses = useStockWarehouses();
  return (
    <QueryState query={combineQueries(stock, warehouses)} errorMessage={t('productStock.loadFailed')}>
      {([levels, known]) => (
        <StockPanelBody
          productId={productId}
          canEdit={canEdit}
          variants={variants}
          stock={levels}
          warehouses={known.data}
        />
      )}
    </QueryState>
  );
}

function StockPanelBody({
  productId,
  canEdit,
  variants,
  stock,
  warehouses,
}: {
  productId: string;
  canEdit: boolean;
  variants?: { id: string; sku: string }[];
  stock: ProductStock;
  warehouses: WarehouseList['data'];
}) {
  const { t } = useTranslation();
  const known =
    variants ??
    stock.levels.flatMap((level) =>
      level.variantId && level.variantSku ? [{ id: level.variantId, sku: level.variantSku }] : [],
    );
  const uniqueVariants = [...new Map(known.map((variant) => [variant.id, variant])).values()];
  const rows = stockRows(stock.levels, warehouses, uniqueVariants);
  const totals = rows.reduce(
    (sum, row) => ({ onHand: sum.onHand + row.onHand, reserved: sum.reserved + row.reserved }),
    { onHand: 0, reserved: 0 },
  );
  return (
    <Stack gap="lg" data-testid="product-stock-panel">
      {rows.length === 0 ? (
        <EmptyState text={t('productStock.noWarehouses')} />
      ) : (
        <>
          <Text size="sm" data-testid="stock-summary">
            {t('productStock.summary', { ...totals, available: totals.onHand - totals.reserved })}
          </Text>
          <StockLevelsForm productId={productId} rows={rows} canEdit={canEdit} />
        </>
      )}
      <StockReservations reservations={stock.reservations} />
      <StockMovements movements={stock.movements} />
    </Stack>
  );
}
