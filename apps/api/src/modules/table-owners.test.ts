import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §2: a module writes only its own tables; others call its service. The tables below are
 * the ones whose owner is certain; a write to one of them (SQL `insert into` / `update` /
 * `delete from`, or Drizzle's `.insert(t)` / `.update(t)` / `.delete(t)`) from another module's
 * code fails this test. Tests and fixtures are left out (they set up data).
 */
const owners: Record<string, { module: string; drizzle: string }> = {
  products: { module: 'products', drizzle: 'products' },
  product_variants: { module: 'products', drizzle: 'productVariants' },
  product_prices: { module: 'products', drizzle: 'productPrices' },
  stock_levels: { module: 'stock', drizzle: 'stockLevels' },
  stock_movements: { module: 'stock', drizzle: 'stockMovements' },
  stock_reservations: { module: 'stock', drizzle: 'stockReservations' },
  product_parameters: { module: 'product-parameters', drizzle: 'productParameters' },
  import_runs: { module: 'product-import', drizzle: 'importRuns' },
  import_changes: { module: 'product-import', drizzle: 'importChanges' },
  import_rejected_rows: { module: 'product-import', drizzle: 'importRejectedRows' },
  import_schedules: { module: 'product-import', drizzle: 'importSchedules' },
  import_templates: { module: 'product-import', drizzle: 'importTemplates' },
  order_import_runs: { module: 'order-import', drizzle: 'orderImportRuns' },
  order_import_rows: { module: 'order-import', drizzle: 'orderImportRows' },
  order_product_stats_deltas: { module: 'pulpit', drizzle: 'orderProductStatsDeltas' },
  order_import_changes: { module: 'order-import', drizzle: 'orderImportChanges' },
  order_import_rejected_rows: { module: 'order-import', drizzle: 'orderImportRejectedRows' },
  order_import_templates: { module: 'order-import', drizzle: 'orderImportTemplates' },
  order_import_schedules: { module: 'order-import', drizzle: 'orderImportSchedules' },
  producers: { module: 'producers', drizzle: 'producers' },
  brands: { module: 'brands', drizzle: 'brands' },
  suppliers: { module: 'suppliers', drizzle: 'suppliers' },
  product_categories: { module: 'categories', drizzle: 'productCategories' },
  api_keys: { module: 'api-keys', drizzle: 'apiKeys' },
  event_log: { module: 'event-log', drizzle: 'eventLog' },
  idempotency_keys: { module: 'idempotency', drizzle: 'idempotencyKeys' },
  outbox_events: { module: 'events', drizzle: 'outboxEvents' },
  webhook_subscriptions: { module: 'webhooks', drizzle: 'webhookSubscriptions' },
  webhook_deliveries: { module: 'webhooks', drizzle: 'webhookDeliveries' },
  favorites: { module: 'favorites', drizzle: 'favorites' },
  file_folders: { module: 'files', drizzle: 'fileFolders' },
  library_files: { module: 'files', drizzle: 'libraryFiles' },
  shared_links: { module: 'files', drizzle: 'sharedLinks' },
  shopify_connections: { module: 'shopify', drizzle: 'shopifyConnections' },
  shopify_order_links: { module: 'shopify', drizzle: 'shopifyOrderLinks' },
  shopify_sync_runs: { module: 'shopify', drizzle: 'shopifySyncRuns' },
  dpd_connections: { module: 'dpd', drizzle: 'dpdConnections' },
  dpd_packages: { module: 'dpd', drizzle: 'dpdPackages' },
  shopify_push_items: { module: 'shopify', drizzle: 'shopifyPushItems' },
  shopify_push_runs: { module: 'shopify', drizzle: 'shopifyPushRuns' },
};

/** A write whose table is only known at run time (`${sql.identifier(name)}`): nobody may own it. */
const runTimeTable = '(a table named at run time)';

const modulesDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'fixtures.ts'
      ? [full]
      : [];
  });
}

const byDrizzle = new Map(Object.entries(owners).map(([table, owner]) => [owner.drizzle, table]));

/** The owned tables a module's source text writes (its own included). */
function writtenTables(module: string, text: string): Set<string> {
  const tables = new Set<string>();
  for (const match of text.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?([^`]{0,40})/gi,
  )) {
    const table = match[1]!;
    // The stock sums on products and variants are the stock module's columns (DESIGN.md §3 Stock).
    const stockSums = module === 'stock' && /^\s+\w+\s+set\s+stock\s*=/i.test(match[2]!);
    if (owners[table] && !stockSums) tables.add(table);
  }
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z]+)\s*\)/g))
    if (byDrizzle.has(match[1]!)) tables.add(byDrizzle.get(match[1]!)!);
  // SQL naming a Drizzle table (`update ${products} p …`) or a table chosen at run time.
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*([A-Za-z.]+)/gi)) {
    if (match[1] === 'sql.identifier') tables.add(runTimeTable);
    else if (byDrizzle.has(match[1]!)) tables.add(byDrizzle.get(match[1]!)!);
  }
  return tables;
}

/** `module/file.ts: writes table` for every write of a table owned by another module. */
function foreignWrites(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(modulesDir)) {
    const relative = path.relative(modulesDir, file).split(path.sep);
    if (relative.length < 2) continue;
    const module = relative[0]!;
    for (const table of writtenTables(module, readFileSync(file, 'utf8')))
      if (owners[table]?.module !== module) found.push(`${relative.join('/')}: writes ${table}`);
  }
  return found.sort();
}

/**
 * One writer of the catalogue (docs/decisions/one-catalogue-writer.md): inside the products module
 * only the batch write (products/batch-write/) writes products, variants and prices, so the
 * editor, bulk edits, automatic categories, copies and the import share one set of rules.
 */
const catalogueTables = ['products', 'product_variants', 'product_prices'];
const batchWriteDir = path.join(modulesDir, 'products', 'batch-write');

function secondCatalogueWriters(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(modulesDir, 'products'))) {
    if (file.startsWith(batchWriteDir + path.sep)) continue;
    for (const table of writtenTables('products', readFileSync(file, 'utf8')))
      if (catalogueTables.includes(table))
        found.push(`${path.relative(modulesDir, file).split(path.sep).join('/')}: writes ${table}`);
  }
  return found.sort();
}

describe('table owners (DESIGN.md §2)', () => {
  it('recognises SQL and Drizzle writes', () => {
    const source = [
      'sql`insert into products (sku) values (1)`',
      'sql`update product_variants v set ean = null`',
      'sql`delete from stock_levels where id = 1`',
      'await tx.insert(importChanges).values(rows)',
      'sql`update products p set stock = s.on_hand`',
      'sql`select * from product_prices`',
      'sql`delete from ${productPrices} where id = 1`',
      'sql`update ${productCategories} c set name = n`',
      'sql`delete from ${sql.identifier(table)} where id = any(${ids})`',
    ].join('\n');
    expect([...writtenTables('orders', source)].sort()).toEqual([
      runTimeTable,
      'import_changes',
      'product_categories',
      'product_prices',
      'product_variants',
      'products',
      'stock_levels',
    ]);
    // The import's former own SQL for dictionaries by name (issue 22): now the owners' calls.
    const importDictionaries = [
      "sql`insert into producers (account_id, name, street) select ${accountId}, n, '' from unnest(${names}::text[]) as n`",
      'sql`insert into ${sql.identifier(table)} (account_id, name) select ${accountId}, n from unnest(${names}::text[]) as n`',
      'sql`delete from ${sql.identifier(table)} where account_id = ${accountId} and id = any(${unused}::uuid[])`',
    ].join('\n');
    expect([...writtenTables('product-import', importDictionaries)].sort()).toEqual([
      runTimeTable,
      'producers',
    ]);
    expect(writtenTables('stock', 'sql`update products p set stock = s.on_hand`')).toEqual(new Set());
  });

  it('no module writes a table another module owns', () => {
    expect(foreignWrites()).toEqual([]);
  });

  it('inside the products module only the batch write writes products, variants and prices', () => {
    expect(secondCatalogueWriters()).toEqual([]);
  });
});
