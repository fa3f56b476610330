import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { OrderImportPreview, OrderImportRun } from '@zaplecze/contract/orders/order-import';
import { rowsOf } from '../../db/rows';
import { auditLog, products } from '../../db/schema/index';
import { createAccount } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { apiAs, importer, level, shopifyFile } from './__fixtures__/order-import-kit';
import { runOrderImport } from './service';
import { lockOrderImports } from './runs';

describe('orders import: rolling back an older run under a newer one', () => {
  const ctx = useTestApp();

  /** 'DD.MM.YYYY HH:MM' on the Warsaw clock, as the refusal names a run. */
  const warsaw = (iso: string) =>
    new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date(iso))
      .replace(', ', ' ');

  it('refuses to roll back A while A′ changed the same orders, naming A′; A′ then A is exact', async () => {
    const seller = await createAccount(ctx);
    const [product] = await ctx.database.db
      .insert(products)
      .values({ accountId: seller.accountId, sku: 'KUB-IMP-1', name: 'Kubek', status: 'Published' })
      .returning();
    const call = apiAs(ctx, seller);
    const warehouse = (await call('POST', '/api/warehouses', { name: 'Główny', isDefault: true })).json();
    await call('PUT', `/api/products/${product!.id}/stock`, {
      levels: [{ warehouseId: warehouse.id, onHand: 10 }],
    });
    const stock = () => level(ctx, seller, product!.id, warehouse.id);
    const api = importer(ctx, seller);
    const run = async (fileName: string, text: string, mode: string) => {
      const uploaded = await api.upload(fileName, text);
      await api.dryRun(uploaded.run.id, { identifier: 'external', mode });
      return api.importRun(uploaded.run.id);
    };
    const byExternalId = async () =>
      new Map((await api.orders()).map((row) => [row.externalId, row.id] as const));

    // P: the orders as they were before A.
    await run('poczatek.csv', shopifyFile(), 'add');
    const start = await byExternalId();
    const startOrder = await api.order(start.get('#1001')!);
    expect(await stock()).toEqual({ onHand: 8, reserved: 0 });

    // A updates #1001 and creates #1004; D creates other orders only; A′ updates #1001 and #1004.
    const fileA = shopifyFile()
      .replace('anna.nowak@example.pl,paid', 'anna.a@example.pl,paid')
      .replaceAll('#1002', '#1004');
    const a = await run('sklep-a.csv', fileA, 'addAndUpdate');
    expect(a.counts).toMatchObject({ created: 1, updated: 1 });
    const d = await run('inny-sklep.csv', shopifyFile().replaceAll('#100', '#200'), 'add');
    expect(d.counts).toMatchObject({ created: 2, updated: 0 });
    const fileA2 = fileA
      .replace(',2,Kubek ceramiczny biały,', ',3,Kubek ceramiczny biały,')
      .replace('piotr@example.com', 'piotr.b@example.com');
    const a2 = await run('sklep-a-poprawki.csv', fileA2, 'update');
    expect(a2.counts).toMatchObject({ created: 0, updated: 2 });
    const afterA2 = await api.order(start.get('#1001')!);
    expect(afterA2.products[0]!.quantity).toBe(3);
    expect(await stock()).toEqual({ onHand: 5, reserved: 0 });

    // A under A′: refused, naming A′ only (D changed other orders), and nothing is touched.
    const refused = await call('POST', `/api/orders/imports/${a.id}/rollback`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Nie można cofnąć tego importu: późniejszy import „sklep-a-poprawki.csv” z ${warsaw(a2.createdAt)} zmienił te same zamówienia. Najpierw cofnij go (od najnowszego).`,
    );
    expect(await api.order(start.get('#1001')!)).toEqual(afterA2);
    expect(((await call('GET', `/api/orders/imports/${a.id}`)).json() as OrderImportPreview).run.status).toBe(
      'done',
    );

    // The imports log says so before anyone clicks: A waits for A′; A′ and D wait for nothing.
    const blockers = async () =>
      new Map(
        ((await call('GET', '/api/orders/imports')).json().data as OrderImportRun[]).map(
          (row) => [row.id, row.rollbackBlockedBy] as const,
        ),
      );
    const log = await blockers();
    expect(log.get(a.id)).toEqual([{ id: a2.id, fileName: 'sklep-a-poprawki.csv', createdAt: a2.createdAt }]);
    expect(log.get(a2.id)).toEqual([]);
    expect(log.get(d.id)).toEqual([]);

    // Runs over other orders stay independent: D rolls back under A′.
    expect((await api.rollback(d.id)).status).toBe('rolledBack');
    expect(await stock()).toEqual({ onHand: 7, reserved: 0 });

    // A′ then A: the orders, their content and the stock are as P left them.
    expect((await api.rollback(a2.id)).status).toBe('rolledBack');
    expect((await blockers()).get(a.id)).toEqual([]);
    expect(await api.rollback(a.id)).toMatchObject({ status: 'rolledBack', rollbackSkipped: 0 });
    expect(await byExternalId()).toEqual(start);
    const { version: _version, modified: _modified, ...restored } = await api.order(start.get('#1001')!);
    const { version: _v, modified: _m, ...expected } = startOrder;
    expect(restored).toEqual(expected);
    expect(await stock()).toEqual({ onHand: 8, reserved: 0 });
  });

  it('leaves alone what was edited by hand since the import, and says how many', async () => {
    const seller = await createAccount(ctx);
    const call = apiAs(ctx, seller);
    const api = importer(ctx, seller);
    const run = async (fileName: string, text: string, mode: string) => {
      const uploaded = await api.upload(fileName, text);
      await api.dryRun(uploaded.run.id, { identifier: 'external', mode });
      return api.importRun(uploaded.run.id);
    };
    const editContact = async (orderId: string, email: string) => {
      const { version } = await api.order(orderId);
      const edited = await call('PATCH', `/api/orders/${orderId}/contact`, { version, email });
      expect(edited.statusCode, edited.body).toBe(200);
    };
    await run('poczatek.csv', shopifyFile().replaceAll('#1002', '#1003'), 'add');
    const start = new Map((await api.orders()).map((row) => [row.externalId, row.id] as const));

    // A updates #1001 and creates #1002; then someone edits both by hand; A′ updates #1001 again.
    const fileA = shopifyFile().replace('anna.nowak@example.pl,paid', 'anna.a@example.pl,paid');
    const a = await run('sklep-a.csv', fileA, 'addAndUpdate');
    expect(a.counts).toMatchObject({ created: 1, updated: 1 });
    const byExternalId = new Map((await api.orders()).map((row) => [row.externalId, row.id] as const));
    const updated = byExternalId.get('#1001')!;
    const created = byExternalId.get('#1002')!;
    await editContact(updated, 'recznie@example.pl');
    await editContact(created, 'nowy.klient@example.pl');

    const rolledBack = await api.rollback(a.id);
    expect(rolledBack).toMatchObject({ status: 'rolledBack', rollbackSkipped: 2 });
    expect((await api.order(updated)).email).toBe('recznie@example.pl');
    expect((await api.order(created)).email).toBe('nowy.klient@example.pl');
    expect(new Set((await api.orders()).map((row) => row.externalId))).toEqual(
      new Set([...start.keys(), '#1002']),
    );
    const listed = (await call('GET', '/api/orders/imports')).json().data as OrderImportRun[];
    expect(listed.find((row) => row.id === a.id)?.rollbackSkipped).toBe(2);
    const [audited] = await ctx.database.db
      .select({ targetLabel: auditLog.targetLabel, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.id), eq(auditLog.action, 'edit')));
    expect(audited).toMatchObject({
      targetLabel: 'sklep-a.csv',
      details: {
        note: 'Cofnięcie importu: usunięto 0, przywrócono 0, pominięto zmienione po imporcie 2',
      },
    });

    // A run whose newer run was rolled back checks against what that rollback left: exact again.
    const fileB = fileA.replaceAll('#1002', '#1004');
    const b = await run('sklep-b.csv', fileB, 'addAndUpdate');
    expect(b.counts).toMatchObject({ created: 1, updated: 1 });
    const b2 = await run(
      'sklep-b-poprawki.csv',
      fileB
        .replace('anna.a@example.pl', 'anna.b@example.pl')
        .replace('piotr@example.com', 'piotr.b@example.com'),
      'update',
    );
    expect(b2.counts).toMatchObject({ created: 0, updated: 2 });
    expect((await api.rollback(b2.id)).rollbackSkipped).toBe(0);
    await editContact(updated, 'po-wycofaniu@example.pl');
    expect(await api.rollback(b.id)).toMatchObject({ status: 'rolledBack', rollbackSkipped: 1 });
    expect((await api.order(updated)).email).toBe('po-wycofaniu@example.pl');
    expect((await api.orders()).some((row) => row.externalId === '#1004')).toBe(false);
  });

  it('an import and a rollback of the same account take turns', async () => {
    const seller = await createAccount(ctx);
    const call = apiAs(ctx, seller);
    const api = importer(ctx, seller);
    const first = await api.upload('pierwszy.csv', shopifyFile());
    await api.dryRun(first.run.id, { identifier: 'external', mode: 'add' });
    const done = await api.importRun(first.run.id);
    expect(done).toMatchObject({ status: 'done', counts: { created: 2 } });
    const statusOf = async (runId: string) =>
      ((await call('GET', `/api/orders/imports/${runId}`)).json() as OrderImportPreview).run.status;

    // A queued import (its job not yet run) refuses the rollback, naming its file, and nothing changes.
    const second = await api.upload('drugi.csv', shopifyFile().replaceAll('#100', '#300'));
    await api.dryRun(second.run.id, { identifier: 'external', mode: 'add' });
    expect((await call('POST', `/api/orders/imports/${second.run.id}/start`)).statusCode).toBe(202);
    const refused = await call('POST', `/api/orders/imports/${first.run.id}/rollback`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Trwa import zamówień z pliku „drugi.csv” — wycofanie będzie możliwe po jego zakończeniu.',
    );
    expect(await statusOf(first.run.id)).toBe('done');
    expect((await api.orders()).length).toBe(2);

    // While a rollback holds the account's turn, the job waits for it instead of starting.
    const { db } = ctx.database;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const rollingBack = db.transaction(async (tx) => {
      await lockOrderImports(tx, seller.accountId);
      locked();
      await released;
    });
    await lockTaken;
    const job = runOrderImport(db, second.run.id);
    try {
      await vi.waitFor(
        async () => {
          const [waiting] = await rowsOf<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
                where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`,
          );
          expect(waiting!.n).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(await statusOf(second.run.id)).toBe('queued');
    } finally {
      release();
      await rollingBack;
    }
    await job;
    expect(await statusOf(second.run.id)).toBe('done');
    expect((await api.orders()).length).toBe(4);

    // Once it is done, both roll back, newest first.
    expect((await api.rollback(second.run.id)).status).toBe('rolledBack');
    expect((await api.rollback(first.run.id)).status).toBe('rolledBack');
    expect(await api.orders()).toEqual([]);
  });
});
