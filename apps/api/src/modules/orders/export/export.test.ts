import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderExportColumns,
  orderExportHeaders,
  orderExportMessages,
} from '@zaplecze/contract/orders/export';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { auditLog, orderExports } from '../../../db/schema/index';
import { createAccount, createUser, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { filterSampleOrders } from '../__fixtures__/filter-orders';
import { apiAs, createOrders, list, orderBody, statusesOf } from '../__fixtures__/orders';
import {
  expireOrderExportFiles,
  orderExportJobName,
  orderExportSettings,
  runOrderExportJob,
} from './service';

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('orders: export of the list filter to CSV and XLSX as a job', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;
  const plOnly: FilterGroup = {
    operator: 'AND',
    conditions: [{ fieldId: 'country', operator: 'equals', value: 'PL' }],
    groups: [],
  };

  const exportOf = async (user: TestUser, body: object) => {
    const response = await apiAs(ctx, user)('POST', '/api/orders/exports', body);
    expect(response.statusCode, response.body).toBe(202);
    const { exportId } = response.json();
    expect(ctx.sentJobs.at(-1)).toEqual({ name: orderExportJobName, data: { jobId: exportId } });
    expect((await apiAs(ctx, user)('GET', `/api/orders/exports/${exportId}/file`)).statusCode).toBe(409);
    await runOrderExportJob(ctx.database.db, ctx.app.deps.storage, exportId);
    const file = await apiAs(ctx, user)('GET', `/api/orders/exports/${exportId}/file`);
    expect(file.statusCode, file.body).toBe(200);
    return { exportId: exportId as string, file };
  };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    const status = await statusesOf(ctx, admin);
    await createOrders(ctx, admin, [
      ...filterSampleOrders(status),
      orderBody(status.new!.id, {
        customerComment: '=HYPERLINK("http://zlo.pl")',
        created: '2024-07-01T10:05:00Z',
        products: [{ name: 'Ser; żółty', sku: 'SER-1', quantity: 3, grossPrice: '1604.99', tax: 8 }],
      }),
    ]);
    const otherStatus = await statusesOf(ctx, other);
    await createOrders(ctx, other, [orderBody(otherStatus.new!.id, { externalId: 'OBCE-1' })]);
  });

  it('writes exactly the orders the list shows for the filter, one row each, for the account only', async () => {
    orderExportSettings.chunkSize = 1;
    const { exportId, file } = await exportOf(admin, {
      format: 'csv',
      layout: 'order',
      filter: { rootGroup: plOnly },
    }).finally(() => {
      orderExportSettings.chunkSize = 1000;
    });
    const shown = await list(ctx, admin, { filter: plOnly, limit: 100 });
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="zamowienia_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(file.body);
    expect(header).toEqual(orderExportColumns.order.map((column) => orderExportHeaders[column]));
    const numberAt = header!.indexOf(orderExportHeaders.number);
    expect(rows.map((row) => Number(row[numberAt])).sort((a, b) => a - b)).toEqual(
      shown.data.map((row) => row.no).sort((a, b) => a - b),
    );
    expect(file.body).not.toContain('OBCE-1');
    const job = (await apiAs(ctx, admin)('GET', `/api/orders/exports/${exportId}`)).json();
    expect(job).toMatchObject({
      status: 'done',
      processed: rows.length,
      total: rows.length,
      downloadable: true,
    });
    // Another company cannot see the export nor its file.
    expect((await apiAs(ctx, other)('GET', `/api/orders/exports/${exportId}`)).statusCode).toBe(404);
    expect((await apiAs(ctx, other)('GET', `/api/orders/exports/${exportId}/file`)).statusCode).toBe(404);
    const listed = (await apiAs(ctx, admin)('GET', '/api/orders/exports')).json();
    expect(listed.data[0]).toMatchObject({ id: exportId, format: 'csv', layout: 'order' });
    expect((await apiAs(ctx, other)('GET', '/api/orders/exports')).json().data).toEqual([]);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, admin.accountId), eq(auditLog.targetId, exportId)));
    expect(audit).toMatchObject({ action: 'create', targetType: 'order_export' });
  });

  it('writes one row per line with comma amounts, Warsaw dates and formula-safe cells', async () => {
    const { file } = await exportOf(admin, { format: 'csv', layout: 'line', filter: {} });
    const [header, ...rows] = csvRows(file.body);
    const at = (name: keyof typeof orderExportHeaders) => header!.indexOf(orderExportHeaders[name]);
    const lines = rows.filter((row) => ['KAW-001', 'HER-001', 'MIO-001'].includes(row[at('lineSku')]!));
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((row) => row[at('number')])).size).toBe(1);
    expect(lines.map((row) => row[at('lineGrossPrice')])).toEqual(['60,00', '10,50', '10,00']);
    const cheese = rows.find((row) => row[at('lineSku')] === 'SER-1')!;
    expect(file.body).toContain('"Ser; żółty"');
    expect(cheese[at('createdAt')]).toBe('01.07.2024 12:05');
    expect(cheese[at('totalGross')]).toBe('4814,97');
    expect(cheese[at('currency')]).toBe('PLN');
    expect(file.body).toContain(`"'=HYPERLINK(""http://zlo.pl"")"`);
    expect(rows).toHaveLength(1 + 1 + 3 + 1 + 1);
  });

  it('writes an XLSX that opens with its headers and number cells', async () => {
    const { file } = await exportOf(admin, {
      format: 'xlsx',
      layout: 'order',
      filter: { rootGroup: plOnly },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Zamówienia')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(orderExportColumns.order.map((column) => orderExportHeaders[column]));
    const totalAt = header.indexOf(orderExportHeaders.totalGross) + 1;
    const commentAt = header.indexOf(orderExportHeaders.customerComment) + 1;
    const values = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    expect(values.map((row) => row.getCell(totalAt).value)).toContain(4814.97);
    expect(values.map((row) => row.getCell(commentAt).value)).toContain(`'=HYPERLINK("http://zlo.pl")`);
  });

  it('refuses bad input with a Polish message and a user without the export permission', async () => {
    const bad = await apiAs(ctx, admin)('POST', '/api/orders/exports', { format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(orderExportMessages.formatRequired);
    const reader = await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
    expect((await apiAs(ctx, reader)('POST', '/api/orders/exports', { format: 'csv' })).statusCode).toBe(403);
    expect((await apiAs(ctx, reader)('GET', '/api/orders/exports')).statusCode).toBe(403);
  });

  it('deletes files older than a week; the export stays listed without its download', async () => {
    const { exportId } = await exportOf(admin, { format: 'csv', filter: {} });
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await ctx.database.db
      .update(orderExports)
      .set({ finishedAt: weekAgo })
      .where(eq(orderExports.id, exportId));
    expect(await expireOrderExportFiles(ctx.database.db, ctx.app.deps.storage)).toBeGreaterThanOrEqual(1);
    const file = await apiAs(ctx, admin)('GET', `/api/orders/exports/${exportId}/file`);
    expect(file.statusCode).toBe(409);
    expect(file.json().error.message).toBe(orderExportMessages.fileGone);
    const job = (await apiAs(ctx, admin)('GET', `/api/orders/exports/${exportId}`)).json();
    expect(job).toMatchObject({ status: 'done', downloadable: false });
  });
});
