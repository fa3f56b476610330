import { Text } from '@mantine/core';

/**
 * Placeholder so the editor's branch compiles: helper C owns this file (stock per warehouse and
 * location, reservations with their orders) and the lead keeps C's version at merge.
 */
export function ProductStockPanel({
  productId,
  canEdit,
  variants = [],
}: {
  productId: string;
  canEdit: boolean;
  variants?: { id: string; sku: string }[];
}) {
  return (
    <Text c="dimmed" data-testid="product-stock-panel" data-product-id={productId} data-can-edit={canEdit}>
      Magazyn ({variants.length})
    </Text>
  );
}
