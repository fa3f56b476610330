import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderRow } from '@zaplecze/contract/orders/orders';
import { useCountText } from '../use-count-text';

/** The first product lines of an order and how many more there are. */
export function ProductsCell({ products, total }: { products: OrderRow['products']; total: number }) {
  const { t } = useTranslation();
  const { count } = useCountText();
  if (products.length === 0) {
    return (
      <Text size="xs" c="gray.7">
        {t('orders.table.noProducts')}
      </Text>
    );
  }
  const more = total - products.length;
  return (
    <div style={{ minWidth: 0 }}>
      {products.map((product, index) => (
        <Text key={`${product.sku ?? product.name}-${index}`} size="xs" truncate title={product.name}>
          <Text span size="xs" fw={600}>
            {product.quantity}×
          </Text>{' '}
          {product.name}
        </Text>
      ))}
      {more > 0 && (
        <Text size="xs" c="gray.7">
          {t('orders.table.moreProducts', { products: count(more, 'products') })}
        </Text>
      )}
    </div>
  );
}
