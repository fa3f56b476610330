import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderImportRun } from '@zaplecze/contract/orders/order-import';
import { products } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';
import { runOrderExportJob } from '../orders/service';
import { apiAs, importer, level, newStatusId, shopifyFile } from './__fixtures__/order-import-kit';
import { orderImportLimits } from './service';
import { productAggregatesAndTruth, rollupsAndTruth } from '../../test/pulpit-truth';
import { stagedLimits } from './staged-rows';

describe('orders import: upload → dry run → import → rollback, and the export round trip', () => {
  const ctx = useTestApp();
  let seller: TestUser;
  let productId: string;
  let warehouseId: string;

  beforeAll(async () => {
    seller = await createAccount(ctx);
    const [product] = await ctx.database.db
      .insert(products)
      .values({
        accountId: seller.accountId,
        sku: 'KUB-IMP-1',
        name: 'Kubek z katalogu',
        status: 'Published',
      })
      .returning();
    productId = product!.id;
    const warehouse = await apiAs(ctx, seller)('POST', '/api/warehouses', {
      name: 'Magazyn importu',
      isDefault: true,
    });
    expect(warehouse.statusCode, warehouse.body).toBe(201);
    warehouseId = warehouse.json().id;
    const stocked = await apiAs(ctx, seller)('PUT', `/api/products/${productId}/stock`, {
      levels: [{ warehouseId, onHand: 10 }],
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
  });

  it('imports a Shopify export, updates it from a changed file, and rolls both back exactly', async () => {
    const api = importer(ctx, seller);
    const stock = () => level(ctx, seller, productId, warehouseId);
    // The Pulpit's top products match the lines after each step (the import settles its deltas at its end).
    const expectPulpitExact = async () => {
      const products = await productAggregatesAndTruth(ctx, seller.accountId);
      expect(products.stats).toEqual(products.truth);
      expect(products.deltas).toBe(0);
      const rollups = await rollupsAndTruth(ctx, seller.accountId);
      expect(rollups.stats).toEqual(rollups.truth);
      return products.truth;
    };
    const pulpitBefore = await expectPulpitExact();
    const before = await api.orders();

    const uploaded = await api.upload('orders_export.csv', shopifyFile());
    expect(uploaded.run.profile).toBe('shopify');
    expect(uploaded.run.status).toBe('mapping');
    const dry = await api.dryRun(uploaded.run.id, { identifier: 'external', mode: 'addAndUpdate' });
    expect(dry.run.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
    const refused = dry.outcomes.find((outcome) => outcome.key === '#1003')!;
    expect(refused.reason).toContain('Dostawa: kod pocztowy');
    const badMail = await api.upload(
      'orders_export.csv',
      shopifyFile().replaceAll('piotr@example.com', 'piotr@'),
    );
    const mailRun = await api.dryRun(badMail.run.id, { identifier: 'external', mode: 'add' });
    expect(mailRun.outcomes.find((outcome) => outcome.key === '#1002')!.reason).toMatch(/^E-mail: /);
    const first = dry.outcomes.find((outcome) => outcome.key === '#1001')!;
    expect(first.warnings.map((warning) => warning.message)).toContain(
      'Produkt o SKU POD-XYZ-9 nie istnieje w katalogu — pozycja bez powiązania',
    );
    // A dry run writes nothing.
    expect(await api.orders()).toHaveLength(before.length);

    const report = await apiAs(ctx, seller)('GET', `/api/orders/imports/${uploaded.run.id}/report`);
    expect(report.body).toContain('#1003;Odrzucone;');

    const done = await api.importRun(uploaded.run.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
    const imported = (await api.orders()).filter((row) => row.externalId?.startsWith('#100'));
    expect(imported.map((row) => row.externalId).sort()).toEqual(['#1001', '#1002']);
    const order = await api.order(imported.find((row) => row.externalId === '#1001')!.id);
    expect(order).toMatchObject({
      integrationId: 'shopify',
      created: '2024-03-01T09:15:00.000Z',
      totalValueGrossPrice: { amount: '124.96', currency: 'PLN' },
      alreadyPaidPrice: { amount: '124.96', currency: 'PLN' },
      deliveryAddress: { zipCode: '80-831', city: 'Gdańsk' },
    });
    expect(order.products[0]).toMatchObject({
      catalogProductId: productId,
      quantity: 2,
      grossPrice: { amount: '34.99', currency: 'PLN' },
    });
    expect(order.products[1]).toMatchObject({ catalogProductId: null, sku: 'POD-XYZ-9' });
    // The default warehouse sells at creation: on-hand moves as for an order typed in by hand.
    expect(await stock()).toEqual({ onHand: 8, reserved: 0 });
    expect((await expectPulpitExact()).length).toBeGreaterThan(pulpitBefore.length);

    // The same file again: nothing to do.
    const again = await api.upload('orders_export.csv', shopifyFile());
    const same = await api.dryRun(again.run.id, { identifier: 'external', mode: 'addAndUpdate' });
    expect(same.run.counts).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 1 });

    // A changed file: more mugs and another e-mail on #1001.
    const changed = shopifyFile()
      .replace('anna.nowak@example.pl,paid', 'anna.k@example.pl,paid')
      .replace(',2,Kubek ceramiczny biały,', ',3,Kubek ceramiczny biały,');
    const second = await api.upload('orders_export.csv', changed);
    const diff = await api.dryRun(second.run.id, { identifier: 'external', mode: 'update' });
    expect(diff.run.counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 1 });
    const update = diff.outcomes.find((outcome) => outcome.key === '#1001')!;
    expect(update.diff.map((entry) => entry.field)).toEqual(['E-mail', 'Pozycje']);
    expect(update.diff[0]).toEqual({
      field: 'E-mail',
      before: 'anna.nowak@example.pl',
      after: 'anna.k@example.pl',
    });
    await api.importRun(second.run.id);
    expect((await api.order(order.id)).products[0]!.quantity).toBe(3);
    expect((await api.order(order.id)).email).toBe('anna.k@example.pl');
    expect(await stock()).toEqual({ onHand: 7, reserved: 0 });
    await expectPulpitExact();

    // Roll back the update, then the first import: the orders and the stock are as before.
    expect((await api.rollback(second.run.id)).status).toBe('rolledBack');
    const restored = await api.order(order.id);
    expect(restored.email).toBe('anna.nowak@example.pl');
    expect(restored.products.map((line) => line.quantity)).toEqual([2, 1, 1]);
    expect(restored.totalValueGrossPrice.amount).toBe('124.96');
    expect(await stock()).toEqual({ onHand: 8, reserved: 0 });
    await api.rollback(uploaded.run.id);
    expect((await api.orders()).map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(await stock()).toEqual({ onHand: 10, reserved: 0 });
    expect(await expectPulpitExact()).toEqual(pulpitBefore);
    const rolledAgain = await apiAs(ctx, seller)('POST', `/api/orders/imports/${uploaded.run.id}/rollback`);
    expect(rolledAgain.statusCode).toBe(409);

    const log = (await apiAs(ctx, seller)('GET', '/api/orders/imports')).json().data as OrderImportRun[];
    expect(log.map((run) => run.status)).toEqual(['rolledBack', 'rolledBack']);

    // Stock short at writing: the batch goes again one by one, only the order needing it is refused.
    const lowered = await apiAs(ctx, seller)('PUT', `/api/products/${productId}/stock`, {
      levels: [{ warehouseId, onHand: 1 }],
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const short = await api.upload('orders_export.csv', shopifyFile());
    await api.dryRun(short.run.id, { identifier: 'external', mode: 'add' });
    const shortRun = await api.importRun(short.run.id);
    expect(shortRun.counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 2 });
    expect(await stock()).toEqual({ onHand: 1, reserved: 0 });
    const shortReport = await apiAs(ctx, seller)('GET', `/api/orders/imports/${short.run.id}/report`);
    expect(shortReport.body).toContain('KUB-IMP-1');
  });

  it('re-imports our own export mapped by itself: every order unchanged, a changed cell an update', async () => {
    const user = await createAccount(ctx);
    const statusId = await newStatusId(ctx, user);
    const base = {
      statusId,
      orderCountry: 'PL',
      source: 'allegro',
      email: 'jan.kowalski@example.pl',
      deliveryAddress: {
        name: 'Jan',
        surname: 'Kowalski',
        city: 'Kraków',
        street: 'Floriańska',
        buildingNumber: '1',
        zipCode: '31-019',
      },
      products: [
        {
          name: 'Kubek ceramiczny',
          sku: 'KUB-001',
          ean: '5901234123457',
          quantity: 2,
          grossPrice: '24.99',
          tax: 23,
        },
      ],
    };
    for (const body of [
      { ...base, externalId: 'RT-1', created: '2024-05-02T08:30:00Z' },
      {
        ...base,
        externalId: 'RT-2',
        prepareInvoice: true,
        vatRegistrationNumber: '5260250274',
        products: [
          { name: 'Ser; żółty', sku: 'SER-1', quantity: 3, grossPrice: '16.05', tax: 8 },
          { name: 'Mleko', quantity: 1, grossPrice: '3.49', tax: 5 },
        ],
        payments: [{ amount: '51.64', method: 'blik', paidAt: '2024-05-03T10:00:00Z' }],
      },
    ]) {
      const created = await apiAs(ctx, user)('POST', '/api/orders', body);
      expect(created.statusCode, created.body).toBe(201);
    }
    const call = apiAs(ctx, user);
    const started = await call('POST', '/api/orders/exports', { format: 'csv', layout: 'line' });
    const { exportId } = started.json();
    await runOrderExportJob(ctx.database.db, ctx.app.deps.storage, exportId);
    const file = await call('GET', `/api/orders/exports/${exportId}/file`);
    expect(file.statusCode).toBe(200);

    const api = importer(ctx, user);
    const uploaded = await api.upload('zamowienia.csv', file.body);
    expect(uploaded.run.profile).toBe('generic');
    expect(uploaded.run.identifier).toBe('number');
    const dry = await api.dryRun(uploaded.run.id, { identifier: 'number', mode: 'update' });
    expect(dry.run.counts).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });

    const edited = file.body.replace('Ser; żółty', 'Ser żółty');
    const second = await api.upload('zamowienia.csv', edited);
    const changed = await api.dryRun(second.run.id, { identifier: 'number', mode: 'update' });
    expect(changed.run.counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(changed.outcomes[0]!.diff.map((entry) => entry.field)).toEqual(['Pozycje']);
  });

  it('reads the staged rows a batch at a time (an order split across the file too) and caps the rows', async () => {
    const user = await createAccount(ctx);
    const api = importer(ctx, user);
    const [header, first, second, ...rest] = shopifyFile().trimEnd().split('\n');
    const split = [header, first, ...rest, second].join('\n');
    const saved = { ...orderImportLimits, chunk: stagedLimits.chunk };
    try {
      Object.assign(orderImportLimits, { batch: 1, maxRows: 4 });
      stagedLimits.chunk = 1;
      const uploaded = await api.upload('orders_export.csv', split);
      const dry = await api.dryRun(uploaded.run.id, { identifier: 'external', mode: 'add' });
      expect(dry.run.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
      expect(dry.run.total).toBe(3);
      const order = dry.outcomes.find((outcome) => outcome.key === '#1001')!;
      expect(order.line).toBe(2);
      expect(order.warnings.map((warning) => warning.message)).toContain(
        'Produkt o SKU POD-XYZ-9 nie istnieje w katalogu — pozycja bez powiązania',
      );
      orderImportLimits.maxRows = 3;
      const form = multipartFile('file', 'orders_export.csv', 'text/csv', Buffer.from(split));
      const tooMany = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/imports/upload?format=CSV',
        payload: form.payload,
        headers: { ...user.headers, ...form.headers },
      });
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json().error.message).toBe('Plik ma więcej niż 3 wierszy — podziel go na części');
    } finally {
      Object.assign(orderImportLimits, { batch: saved.batch, maxRows: saved.maxRows });
      stagedLimits.chunk = saved.chunk;
    }
  });

  it('refuses other accounts, a missing key column and a role without oms.edit', async () => {
    const other = await createAccount(ctx);
    const api = importer(ctx, seller);
    const uploaded = await api.upload('orders_export.csv', shopifyFile());
    const foreign = await apiAs(ctx, other)('GET', `/api/orders/imports/${uploaded.run.id}`);
    expect(foreign.statusCode).toBe(404);
    const noKey = await apiAs(ctx, seller)('POST', `/api/orders/imports/${uploaded.run.id}/dry-run`, {
      identifier: 'number',
      mode: 'add',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe(
      'Przypisz kolumnę do pola „Numer zamówienia” — po nim rozpoznawane są zamówienia',
    );
    const early = await apiAs(ctx, seller)('POST', `/api/orders/imports/${uploaded.run.id}/start`);
    expect(early.statusCode).toBe(409);
  });
});
