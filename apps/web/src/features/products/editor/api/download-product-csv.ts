import type { Product } from '@zaplecze/contract/products/products';
import { downloadFile } from '../../../../lib/authorized-fetch';

export const downloadProductCsv = (product: Pick<Product, 'id' | 'sku'>) =>
  downloadFile(`/api/products/${product.id}/csv`, `produkt-${product.sku}.csv`);
