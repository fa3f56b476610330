import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FakeProduct } from './product-fakes';

/**
 * Writes a batch of fake products with multi-row INSERT … SELECT FROM unnest(arrays): one statement
 * per table (products, variants, prices; with `directStock` also stock levels). `directStock`
 * writes levels and the denormalised sums at once without movements (the bulk generator);
 * without it stock stays 0 for the stock service to set (the demo seed).
 */
const column = <T>(items: T[], pick: (item: T) => unknown) => sql.param(items.map(pick));

export async function insertProductBatch(
  tx: Db,
  accountId: string,
  userId: string | null,
  batch: FakeProduct[],
  directStock: boolean,
): Promise<void> {
  const p = (pick: (product: FakeProduct) => unknown) => column(batch, pick);
  await tx.execute(sql`
    insert into products (id, account_id, sku, ean, name, short_description, long_description, type, status,
      category_id, producer_id, brand_id, supplier_id, vat_rate_id, tags, pictures, weight_amount, length_cm,
      width_cm, height_cm, delivery_time_days, custom_field_values, price, stock, created_by, modified_by,
      created_at, modified_at)
    select u.id, ${accountId}::uuid, u.sku, u.ean, u.name, u.short_description, u.long_description, u.type,
      u.status, u.category_id, u.producer_id, u.brand_id, u.supplier_id, u.vat_rate_id,
      coalesce(string_to_array(u.tags, '|'), '{}'), u.pictures, u.weight, u.length, u.width, u.height,
      u.delivery, u.custom_fields, u.price, u.stock, ${userId}::uuid, ${userId}::uuid, u.created_at, u.created_at
    from unnest(${p((x) => x.id)}::uuid[], ${p((x) => x.sku)}::text[], ${p((x) => x.ean)}::text[],
      ${p((x) => x.name)}::text[], ${p((x) => x.shortDescription)}::text[], ${p((x) => x.longDescription)}::text[],
      ${p((x) => x.type)}::text[], ${p((x) => x.status)}::text[], ${p((x) => x.categoryId)}::uuid[],
      ${p((x) => x.producerId)}::uuid[], ${p((x) => x.brandId)}::uuid[], ${p((x) => x.supplierId)}::uuid[],
      ${p((x) => x.vatRateId)}::text[], ${p((x) => x.tags.join('|'))}::text[],
      ${p((x) => JSON.stringify(x.pictures))}::jsonb[], ${p((x) => x.weightKg)}::numeric[],
      ${p((x) => x.dimensionsCm[0])}::numeric[], ${p((x) => x.dimensionsCm[1])}::numeric[],
      ${p((x) => x.dimensionsCm[2])}::numeric[], ${p((x) => x.deliveryTimeDays)}::int[],
      ${p((x) => JSON.stringify(x.customFieldValues))}::jsonb[], ${p((x) => x.price)}::numeric[],
      ${p((x) => (directStock ? x.stock : 0))}::int[], ${p((x) => x.createdAt.toISOString())}::timestamptz[])
      as u(id, sku, ean, name, short_description, long_description, type, status, category_id, producer_id,
        brand_id, supplier_id, vat_rate_id, tags, pictures, weight, length, width, height, delivery,
        custom_fields, price, stock, created_at)`);

  const variants = batch.flatMap((product) =>
    product.variants.map((variant) => ({
      ...variant,
      productId: product.id,
      stock: directStock ? (product.variantStock.get(variant.id) ?? 0) : 0,
      createdAt: product.createdAt.toISOString(),
    })),
  );
  if (variants.length > 0) {
    const v = (pick: (variant: (typeof variants)[number]) => unknown) => column(variants, pick);
    await tx.execute(sql`
      insert into product_variants (id, account_id, product_id, position, sku, ean, name, axes, stock,
        created_at, modified_at)
      select u.id, ${accountId}::uuid, u.product_id, u.position, u.sku, u.ean, u.name, u.axes, u.stock,
        u.created_at, u.created_at
      from unnest(${v((x) => x.id)}::uuid[], ${v((x) => x.productId)}::uuid[], ${v((x) => x.position)}::int[],
        ${v((x) => x.sku)}::text[], ${v((x) => x.ean)}::text[], ${v((x) => x.name)}::text[],
        ${v((x) => JSON.stringify(x.axes))}::jsonb[], ${v((x) => x.stock)}::int[],
        ${v((x) => x.createdAt)}::timestamptz[])
        as u(id, product_id, position, sku, ean, name, axes, stock, created_at)`);
  }

  const prices = batch.flatMap((product) =>
    product.prices.map((price) => ({ ...price, productId: product.id })),
  );
  const r = (pick: (price: (typeof prices)[number]) => unknown) => column(prices, pick);
  await tx.execute(sql`
    insert into product_prices (account_id, product_id, variant_id, price_list_id, amount)
    select ${accountId}::uuid, u.* from unnest(${r((x) => x.productId)}::uuid[], ${r((x) => x.variantId)}::uuid[],
      ${r((x) => x.priceListId)}::uuid[], ${r((x) => x.amount)}::numeric[]) as u`);

  if (!directStock) return;
  const levels = batch.flatMap((product) =>
    product.levels.map((level) => ({ ...level, productId: product.id })),
  );
  const l = (pick: (level: (typeof levels)[number]) => unknown) => column(levels, pick);
  await tx.execute(sql`
    insert into stock_levels (account_id, product_id, variant_id, warehouse_id, on_hand)
    select ${accountId}::uuid, u.* from unnest(${l((x) => x.productId)}::uuid[], ${l((x) => x.variantId)}::uuid[],
      ${l((x) => x.warehouseId)}::uuid[], ${l((x) => x.onHand)}::int[]) as u`);
}
