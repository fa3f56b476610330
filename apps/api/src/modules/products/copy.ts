import { and, eq } from 'drizzle-orm';
import { productCopy } from '@zaplecze/contract/products/product-core';
import { productLimits, productMessages, type Product } from '@zaplecze/contract/products/products';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { notFound } from '../../errors';
import { listAllPriceLists } from '../warehouses/service';
import { lockProductWrites } from './repository';
import { generatedSku, suffixedSku } from './sku';
import { getProduct, insertCheckedProduct, skuGuard, type Actor, type ProductAccess } from './service';

const storedPrices = (prices: Product['prices']) =>
  prices.flatMap((price) =>
    price.derived || price.amount === null ? [] : [{ priceListId: price.priceListId, amount: price.amount }],
  );

/**
 * A real copy of a product: every field, its variants (each with a new SKU) and its prices;
 * stock is not copied (a copy is a new item, nothing of it is on the shelf). The SKU comes from
 * the account's SKU generator when it has a pattern, else the original's with `-KOPIA`.
 * Counts against the plan's product limit like any new product.
 *
 * The original is read inside the copy's transaction and held `FOR SHARE` until it commits: the copy
 * shares the original's picture files, and a delete of the original (single or bulk) removes the files
 * no product holds right after its commit. Holding the row makes that delete wait for the copy, whose
 * pictures it then sees; a copy that comes second finds the original gone and answers 404. An editor
 * save takes the same per-account lock first, so it cannot drop a picture between read and insert.
 */
export async function copyProduct(db: Db, actor: Actor, access: ProductAccess, id: string): Promise<Product> {
  const newId = await skuGuard(() =>
    db.transaction(async (tx) => {
      await lockProductWrites(tx, actor.accountId);
      const [held] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.accountId, actor.accountId), eq(products.id, id)))
        .for('share');
      if (!held) throw notFound(productMessages.notFound);
      const source = await getProduct(tx, actor.accountId, id);
      const status = source.status === 'Published' && !access.canPublish ? 'Draft' : source.status;
      const lists = await listAllPriceLists(tx, actor.accountId);
      const reserved = new Set<string>();
      const sku =
        (await generatedSku(tx, actor.accountId, source)) ??
        (await suffixedSku(tx, actor.accountId, source.sku, reserved));
      reserved.add(sku.toLowerCase());
      const variants = [];
      for (const variant of source.variants) {
        const variantSku = await suffixedSku(tx, actor.accountId, variant.sku, reserved);
        reserved.add(variantSku.toLowerCase());
        variants.push({
          id: null,
          sku: variantSku,
          ean: variant.ean,
          name: variant.name,
          axes: variant.axes,
          prices: storedPrices(variant.prices),
        });
      }
      const {
        id: _id,
        created: _created,
        modified: _modified,
        version: _version,
        stock: _stock,
        stockReserved: _reserved,
        price: _price,
        prices,
        variants: _variants,
        ...fields
      } = source;
      const name = `${source.name.slice(0, productLimits.name - productCopy.nameSuffix.length)}${productCopy.nameSuffix}`;
      const copy = await insertCheckedProduct(
        tx,
        actor,
        { ...fields, sku, name, status, prices: storedPrices(prices), variants },
        lists,
        { extra: { copiedFrom: { before: null, after: `${source.name} (${source.sku})` } } },
      );
      return copy.id;
    }),
  );
  return getProduct(db, actor.accountId, newId);
}
