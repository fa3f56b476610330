import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderImportFields, type OrderImportPreview } from '@zaplecze/contract/orders/order-import';
import {
  mappingFromTemplate,
  orderImportTemplateMessages,
  type OrderImportSchedule,
  type OrderImportTemplate,
} from '@zaplecze/contract/orders/order-import-templates';
import { planLimitMessage } from '@zaplecze/contract/plans/plans';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';
import { runDueOrderSchedules } from './schedules';
import { orderImportJobName, runOrderImport } from './service';

const shopifyFile = readFileSync(path.join(import.meta.dirname, '__fixtures__/shopify-orders-export.csv'));

describe('orders import: saved templates and URL schedules', () => {
  const ctx = useTestApp();
  let seller: TestUser;
  let server: Server;
  let port: number;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user = seller) =>
    ctx.app.inject({ method, url, payload, headers: user.headers });

  beforeAll(async () => {
    seller = await createAccount(ctx);
    server = createServer((request, response) =>
      request.url === '/orders.csv' ? response.end(shopifyFile) : response.writeHead(404).end(),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('saves the wizard mapping as a template, maps a reordered file by header, renames and deletes it', async () => {
    const form = multipartFile('file', 'orders.csv', 'text/csv', shopifyFile);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/imports/upload?format=CSV',
      payload: form.payload,
      headers: { ...seller.headers, ...form.headers },
    });
    const { run } = upload.json() as OrderImportPreview;
    const columns = run.header.flatMap((column, index) =>
      run.mapping[index] ? [{ column, field: run.mapping[index] }] : [],
    );
    const body = { name: 'Sklep Shopify', identifier: 'external', mode: 'add', columns };
    const created = await call('POST', '/api/orders/import-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as OrderImportTemplate;
    const taken = await call('POST', '/api/orders/import-templates', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.name).toBe(orderImportTemplateMessages.nameTaken);
    const empty = await call('POST', '/api/orders/import-templates', { ...body, name: ' ', columns: [] });
    expect(empty.json().error.fields).toMatchObject({
      name: orderImportTemplateMessages.nameRequired,
      columns: orderImportTemplateMessages.columnsRequired,
    });
    // The same columns in another order (and another case) map to the same fields.
    const reordered = [...run.header].reverse().map((column) => column.toUpperCase());
    expect(mappingFromTemplate(reordered, template.columns)).toEqual([...run.mapping].reverse());

    const renamed = await call('PATCH', `/api/orders/import-templates/${template.id}`, {
      name: 'Shopify PL',
    });
    expect(renamed.json()).toMatchObject({ name: 'Shopify PL', columns });
    const other = await createAccount(ctx);
    expect((await call('GET', '/api/orders/import-templates', undefined, other)).json().data).toEqual([]);
    expect(
      (await call('DELETE', `/api/orders/import-templates/${template.id}`, undefined, other)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/orders/import-templates/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/orders/import-templates')).json().data).toEqual([]);
  });

  it('runs a due schedule through fetch → template mapping → dry run → import job; a refused address is its last result', async () => {
    const form = multipartFile('file', 'orders.csv', 'text/csv', shopifyFile);
    const { run } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/imports/upload?format=CSV',
        payload: form.payload,
        headers: { ...seller.headers, ...form.headers },
      })
    ).json() as OrderImportPreview;
    const columns = run.header.flatMap((column, index) =>
      run.mapping[index] ? [{ column, field: run.mapping[index] }] : [],
    );
    const template = (
      await call('POST', '/api/orders/import-templates', {
        name: 'Co godzinę',
        identifier: 'external',
        mode: 'addAndUpdate',
        columns,
      })
    ).json() as OrderImportTemplate;
    const schedule = (url: string, name: string) =>
      call('POST', '/api/orders/import-schedules', {
        templateId: template.id,
        name,
        url,
        intervalUnit: 'Hours',
        intervalValue: 1,
        startTime: new Date(Date.now() + 60_000).toISOString(),
      });
    const badInterval = await call('POST', '/api/orders/import-schedules', {
      templateId: template.id,
      name: 'Zły',
      url: 'https://example.com/a.csv',
      intervalUnit: 'Hours',
      intervalValue: 5,
      startTime: new Date().toISOString(),
    });
    expect(badInterval.json().error.fields).toHaveProperty('intervalValue');
    expect(
      (await schedule('https://example.com/orders.xml', 'Zły format')).json().error.fields,
    ).toHaveProperty('url');
    const good = (
      await schedule(`http://127.0.0.2:${port}/orders.csv`, 'Sklep')
    ).json() as OrderImportSchedule;
    const internal = (
      await schedule('http://10.0.0.1/orders.csv', 'Wewnętrzny')
    ).json() as OrderImportSchedule;
    const paused = (
      await schedule(`http://127.0.0.2:${port}/orders.csv`, 'Wstrzymany')
    ).json() as OrderImportSchedule;
    const pause = await call('PATCH', `/api/orders/import-schedules/${paused.id}`, { isActive: false });
    expect(pause.json()).toMatchObject({ isActive: false, nextRunAt: null });

    const sent: { name: string; data: unknown }[] = [];
    const started = await runDueOrderSchedules(
      ctx.database.db,
      { send: async (name, data) => (sent.push({ name, data }), null) },
      { isForbidden: (address) => address !== '127.0.0.2' },
      new Date(Date.now() + 120_000),
    );
    expect(started).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.name).toBe(orderImportJobName);
    const runId = (sent[0]!.data as { runId: string }).runId;
    await runOrderImport(ctx.database.db, runId);

    const list = (await call('GET', '/api/orders/import-schedules')).json().data as OrderImportSchedule[];
    const byId = new Map(list.map((entry) => [entry.id, entry]));
    expect(byId.get(good.id)!.lastRun).toMatchObject({ id: runId, status: 'done' });
    expect(byId.get(good.id)!.lastRun!.counts.created).toBeGreaterThan(0);
    expect(byId.get(good.id)!.nextRunAt! > byId.get(good.id)!.lastRunAt!).toBe(true);
    expect(byId.get(internal.id)).toMatchObject({
      lastRun: null,
      lastError: expect.stringMatching(/adres/i),
    });
    expect(byId.get(paused.id)!.lastRunAt).toBeNull();
    const imported = (await call('GET', `/api/orders/imports/${runId}`)).json() as OrderImportPreview;
    expect(imported.run.mapping).toEqual(run.mapping);

    expect((await call('DELETE', `/api/orders/import-schedules/${internal.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/orders/import-templates/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/orders/import-schedules')).json().data).toEqual([]);
  });

  it("counts the URL schedules of both imports toward the plan's one limit of import URLs", async () => {
    const small = await createAccount(ctx, { planId: 'extended' });
    const as = (method: 'POST' | 'PATCH', url: string, payload: object) => call(method, url, payload, small);
    const startTime = new Date(Date.now() + 3_600_000).toISOString();
    const orderTemplate = (
      await as('POST', '/api/orders/import-templates', {
        name: 'Zamówienia',
        identifier: 'number',
        mode: 'add',
        columns: [{ column: 'Numer', field: orderImportFields[0] }],
      })
    ).json() as OrderImportTemplate;
    const productTemplate = (
      await as('POST', '/api/product-import/templates', {
        name: 'Hurtownia',
        importMode: 'AddAndUpdate',
        productIdentifier: 'Sku',
        fieldMapping: { sku: 'sku' },
      })
    ).json() as { id: string };
    const orderSchedule = (name: string) =>
      as('POST', '/api/orders/import-schedules', {
        templateId: orderTemplate.id,
        name,
        url: 'https://example.com/zamowienia.csv',
        intervalUnit: 'Hours',
        intervalValue: 1,
        startTime,
      });
    const productSchedule = (name: string) =>
      as('POST', '/api/product-import/schedules', {
        templateId: productTemplate.id,
        name,
        url: 'https://example.com/produkty.csv',
        intervalUnit: 'Hours',
        intervalValue: 1,
        startTime,
      });
    const refusal = { code: 'PAYMENT_REQUIRED', message: planLimitMessage('urls', 2, 'Profil 2 Extended') };
    expect(refusal.message).toContain('liczba adresów URL importu (2)');

    // Order schedules fill the limit: a product schedule is refused, as is a third order one.
    expect((await orderSchedule('Pierwszy')).statusCode).toBe(201);
    const second = (await orderSchedule('Drugi')).json() as OrderImportSchedule;
    const refusedProduct = await productSchedule('Produkty');
    expect(refusedProduct.statusCode).toBe(402);
    expect(refusedProduct.json().error).toEqual(refusal);
    expect((await orderSchedule('Trzeci')).json().error).toEqual(refusal);

    // A paused schedule frees its place; a product schedule taking it keeps the order one paused.
    const paused = await as('PATCH', `/api/orders/import-schedules/${second.id}`, { isActive: false });
    expect(paused.json()).toMatchObject({ isActive: false });
    const product = await productSchedule('Produkty');
    expect(product.statusCode, product.body).toBe(201);
    const resumed = await as('PATCH', `/api/orders/import-schedules/${second.id}`, { isActive: true });
    expect(resumed.statusCode).toBe(402);
    expect(resumed.json().error).toEqual(refusal);
    expect((await orderSchedule('Trzeci')).statusCode).toBe(402);

    const pausedProduct = await as('PATCH', `/api/product-import/schedules/${product.json().id}`, {
      isActive: false,
    });
    expect(pausedProduct.statusCode).toBe(200);
    expect(
      (await as('PATCH', `/api/orders/import-schedules/${second.id}`, { isActive: true })).statusCode,
    ).toBe(200);
  });
});
