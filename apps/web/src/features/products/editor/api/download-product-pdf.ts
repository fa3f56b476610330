import type { Product } from '@zaplecze/contract/products/products';
import { downloadFile } from '../../../../lib/authorized-fetch';

export const downloadProductPdf = (product: Pick<Product, 'id' | 'sku'>) =>
  downloadFile(`/api/products/${product.id}/pdf`, `produkt-${product.sku}.pdf`);
