import { and, eq } from 'drizzle-orm';
import { productCopy } from '@zaplecze/contract/products/product-core';
import { productLimits, productMessages } from '@zaplecze/contract/products/products';
import type { Db } from '../../db/client';
import { brands, producers, productCategories } from '../../db/schema/index';
import { AppError, validationFailed } from '../../errors';
import { nextSku } from '../sku-generator/service';
import { takenSkus } from './repository';

async function nameOf(
  tx: Db,
  table: typeof producers | typeof brands | typeof productCategories,
  accountId: string,
  id: string | null,
): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)));
  return row?.name ?? null;
}

/**
 * The SKU of a new product without one: the account's SKU pattern with the product's category,
 * producer and brand codes, skipping SKUs that exist; a 400 on `sku` when there is no pattern.
 */
export async function generatedSku(
  tx: Db,
  accountId: string,
  product: { categoryId: string | null; producerId: string | null; brandId: string | null },
): Promise<string | null> {
  const context = {
    category: await nameOf(tx, productCategories, accountId, product.categoryId),
    producer: await nameOf(tx, producers, accountId, product.producerId),
    brand: await nameOf(tx, brands, accountId, product.brandId),
  };
  return nextSku(
    tx,
    accountId,
    context,
    async (sku) => (await takenSkus(tx, accountId, [sku], null)).size > 0,
  );
}

export async function requireGeneratedSku(
  tx: Db,
  accountId: string,
  product: Parameters<typeof generatedSku>[2],
): Promise<string> {
  const sku = await generatedSku(tx, accountId, product);
  if (!sku) throw validationFailed({ sku: productMessages.skuRequired });
  return sku;
}

/** `<sku>-KOPIA`, then `-KOPIA-2`, `-KOPIA-3`… — the first one nobody holds. */
export async function suffixedSku(
  tx: Db,
  accountId: string,
  sku: string,
  reserved: Set<string>,
): Promise<string> {
  for (let attempt = 1; attempt <= 1000; attempt += 1) {
    const suffix = attempt === 1 ? productCopy.skuSuffix : `${productCopy.skuSuffix}-${attempt}`;
    const candidate = `${sku.slice(0, productLimits.sku - suffix.length)}${suffix}`;
    if (reserved.has(candidate.toLowerCase())) continue;
    if ((await takenSkus(tx, accountId, [candidate], null)).size === 0) return candidate;
  }
  throw new AppError('CONFLICT', productMessages.skuTaken, { sku: productMessages.skuTaken });
}
