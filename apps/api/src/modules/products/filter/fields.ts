import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema/index';
import {
  dateOn,
  identifierOn,
  numberOn,
  selectOn,
  textOn,
  type FilterCatalogue,
} from '../../../lib/filters/compiler';

/**
 * A minimal product filter catalogue (name, SKU, EAN, status, type, price, created) so automatic
 * category rules can be evaluated; the products list brings the full catalogue of
 * `productFilterFields` in this same file.
 */
export const productFilterCatalogue: FilterCatalogue = {
  name: textOn(sql`${products.name}`),
  sku: identifierOn(sql`${products.sku}`),
  ean: identifierOn(sql`${products.ean}`),
  status: selectOn(sql`${products.status}`),
  type: selectOn(sql`${products.type}`),
  price: numberOn(sql`${products.price}`),
  createdAt: dateOn(sql`${products.createdAt}`),
};
