import { Text } from '@mantine/core';

/**
 * Placeholder so the editor's branch compiles: helper C owns this file (stock per warehouse and
 * location, reservations with their orders) and the lead keeps C's version at merge.
 */
export function ProductStockPanel({ productId }: { productId: string }) {
  return (
    <Text c="dimmed" data-testid="product-stock-panel" data-product-id={productId}>
      Magazyn
    </Text>
  );
}
