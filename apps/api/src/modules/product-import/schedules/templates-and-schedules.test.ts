import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoMap } from '@zaplecze/contract/product-import/product-import-automap';
import { importMessages } from '@zaplecze/contract/product-import/product-import';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { importClient, productsOf } from '../__fixtures__/client';
import { nextRunAfter, runDueSchedules, scheduleTickJob } from './service';
import { importJobName, runImportJob } from '../runs/service';

const template = {
  name: 'Hurtownia',
  importMode: 'AddAndUpdate',
  productIdentifier: 'Sku',
  fieldMapping: { sku: 'sku', name: 'name' },
};

describe('import templates and schedules', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof importClient>;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = importClient(ctx, admin);
    server = createServer((_request, response) => response.end('sku;name\nS-1;Z harmonogramu\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('validates and saves templates with the spec messages; another account cannot see them', async () => {
    const noName = await api.call('POST', '/api/product-import/templates', { ...template, name: ' ' });
    expect(noName.json().error.fields.name).toBe(importMessages.templateNameRequired);
    const noMapping = await api.call('POST', '/api/product-import/templates', {
      ...template,
      fieldMapping: {},
    });
    expect(noMapping.json().error.fields.fieldMapping).toBe(importMessages.templateMappingRequired);
    const created = await api.call('POST', '/api/product-import/templates', template);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Hurtownia',
      integrationId: admin.accountId,
      mappingContext: 'Product',
    });
    const other = importClient(ctx, await createAccount(ctx));
    expect((await other.call('GET', '/api/product-import/templates')).json()).toEqual([]);
    expect(
      (await other.call('DELETE', `/api/product-import/templates/${created.json().id}`)).statusCode,
    ).toBe(404);
  });

  it('creates a schedule (interval rules), lists it with the next run, deactivates and really deletes it', async () => {
    const saved = (
      await api.call('POST', '/api/product-import/templates', { ...template, name: 'Do harmonogramu' })
    ).json();
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const badInterval = await api.call('POST', '/api/product-import/schedules', {
      templateId: saved.id,
      name: 'Co 7 minut',
      url: 'https://example.com/a.csv',
      intervalUnit: 'Minutes',
      intervalValue: 7,
      startTime: start,
    });
    expect(badInterval.json().error.fields.intervalValue).toBe(importMessages.scheduleInterval);
    const noName = await api.call('POST', '/api/product-import/schedules', {
      templateId: saved.id,
      name: '',
      url: 'https://example.com/a.csv',
      startTime: start,
    });
    expect(noName.json().error.fields.name).toBe(importMessages.scheduleNameRequired);
    const created = await api.call('POST', '/api/product-import/schedules', {
      templateId: saved.id,
      name: 'Nocny',
      url: 'https://example.com/a.csv',
      intervalUnit: 'Days',
      intervalValue: 14,
      startTime: start,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Nocny',
      isActive: true,
      nextRunAt: start,
      templateName: 'Do harmonogramu',
    });
    const id = created.json().id;
    const off = await api.call('PATCH', `/api/product-import/schedules/${id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, nextRunAt: null });
    expect(
      (await api.call('GET', '/api/product-import/schedules?status=inactive'))
        .json()
        .map((s: { id: string }) => s.id),
    ).toEqual([id]);
    expect((await api.call('DELETE', `/api/product-import/schedules/${id}`)).statusCode).toBe(204);
    expect(
      (await api.call('GET', '/api/product-import/schedules'))
        .json()
        .some((s: { id: string }) => s.id === id),
    ).toBe(false);
  });

  it("checks a schedule's address as the wizard does: too long, not a URL, not http(s), not the template's format", async () => {
    const saved = (
      await api.call('POST', '/api/product-import/templates', { ...template, name: 'Adres harmonogramu' })
    ).json();
    const schedule = (url: string) =>
      api.call('POST', '/api/product-import/schedules', {
        templateId: saved.id,
        name: 'Adres',
        url,
        isActive: false,
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
      });
    const refused: [string, string][] = [
      ['ftp://example.com/a.csv', importMessages.urlProtocol],
      ['file:///etc/passwd', importMessages.urlProtocol],
      ['to nie jest adres', importMessages.urlInvalid],
      ['https://example.com/cennik.xml', importMessages.urlWrongFormat('CSV')],
      [`https://example.com/${'a'.repeat(9000)}.csv`, importMessages.urlTooLong(2048)],
    ];
    for (const [url, message] of refused) {
      const response = await schedule(url);
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.json().error.fields.url).toBe(message);
    }
    expect((await schedule('https://hurtownia.example.com/feed/produkty.csv')).statusCode).toBe(201);
  });

  it('computes the next run after the start by whole intervals', () => {
    const start = new Date('2026-01-01T12:00:00Z');
    expect(nextRunAfter(start, 'Days', 14, new Date('2026-01-20T00:00:00Z')).toISOString()).toBe(
      '2026-01-29T12:00:00.000Z',
    );
    expect(nextRunAfter(start, 'Minutes', 5, new Date('2026-01-01T12:07:00Z')).toISOString()).toBe(
      '2026-01-01T12:10:00.000Z',
    );
  });

  it('a due schedule fetches its URL and imports with its template, logged', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const saved = (await client.call('POST', '/api/product-import/templates', template)).json();
    const url = `http://127.0.0.2:${port}/feed.csv`;
    const start = new Date(Date.now() + 60_000).toISOString();
    await client.call('POST', '/api/product-import/schedules', {
      templateId: saved.id,
      name: 'Co 5 minut',
      url,
      intervalUnit: 'Minutes',
      intervalValue: 5,
      startTime: start,
    });
    const started: string[] = [];
    const later = new Date(Date.now() + 120_000);
    const onlyTestHost = { isForbidden: (address: string) => address !== '127.0.0.2' };
    const count = await runDueSchedules(
      ctx.database.db,
      async (runId) => {
        started.push(runId);
        await runImportJob(ctx.database.db, ctx.app.deps, runId);
      },
      ctx.app.deps,
      onlyTestHost,
      later,
    );
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await productsOf(ctx, account.accountId)).map((p) => p.name)).toEqual(['Z harmonogramu']);
    const logs = (await client.call('GET', '/api/product-import/logs')).json();
    expect(logs.items[0]).toMatchObject({ status: 'Success', createdCount: 1 });
    // Claimed and moved on: the same moment runs nothing twice.
    expect(await runDueSchedules(ctx.database.db, async () => {}, ctx.app.deps, onlyTestHost, later)).toBe(0);
  });

  it('the schedule tick starts a due import as an import job of its own, which any instance can take over', async () => {
    const account = await createAccount(ctx);
    const client = importClient(ctx, account);
    const saved = (await client.call('POST', '/api/product-import/templates', template)).json();
    await client.call('POST', '/api/product-import/schedules', {
      templateId: saved.id,
      name: 'Co godzinę',
      url: `http://127.0.0.2:${port}/tick.csv`,
      intervalUnit: 'Hours',
      intervalValue: 1,
      startTime: new Date(Date.now() + 60_000).toISOString(),
    });
    const sent: { name: string; data: object }[] = [];
    const tick = scheduleTickJob(ctx.database.db, ctx.app.deps, ctx.app.log, {
      policy: { isForbidden: (address: string) => address !== '127.0.0.2' },
      now: () => new Date(Date.now() + 120_000),
    });
    await tick.handle(
      {},
      {
        signal: new AbortController().signal,
        send: async (name, data) => {
          sent.push({ name, data });
          return String(sent.length);
        },
      },
    );

    const queued = sent.filter((job) => job.name === importJobName);
    expect(queued).toHaveLength(1);
    expect(await productsOf(ctx, account.accountId)).toEqual([]);
    const { runId } = queued[0]!.data as { runId: string };
    await runImportJob(ctx.database.db, ctx.app.deps, runId);
    expect((await productsOf(ctx, account.accountId)).map((p) => p.name)).toEqual(['Z harmonogramu']);
  });

  it('auto-maps in the spec order: exact, synonyms, substring, numbered pictures', () => {
    expect(
      autoMap([
        'SKU',
        'Nazwa',
        'Cena brutto',
        'Zdjęcie 2',
        'Zdjęcie 2 opis',
        'Image 16',
        'Kolor',
        'Opis krótki',
        'Krótki opis produktu',
      ]),
    ).toEqual({
      SKU: 'sku',
      Nazwa: 'name',
      'Cena brutto': 'price.amount',
      'Zdjęcie 2': 'pictures[1].url',
      'Zdjęcie 2 opis': 'pictures[1].description',
      'Image 16': 'pictures[15].url',
      // A colour column is a variant axis (used only on rows that name a parent SKU).
      Kolor: 'variantAxis.Kolor',
      'Opis krótki': 'shortDescription',
      'Krótki opis produktu': 'longDescription',
    });
  });
});
