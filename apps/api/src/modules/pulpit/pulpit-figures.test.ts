import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { place, pulpit, statusesOf } from './__fixtures__/pulpit';
import { addDays, warsawToday } from './period';

const line = (name: string, sku: string, quantity: number, grossPrice: string) => ({
  name,
  sku,
  quantity,
  grossPrice,
  tax: 23 as const,
});

describe('pulpit: figures against hand-computed expectations', () => {
  const ctx = useTestApp();
  let user: TestUser;
  let status: Record<string, OrderStatus>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await createAccount(ctx);
    status = await statusesOf(ctx, user);
    const s = (key: string) => status[key]!.id;
    // Summer time starts 29.03.2026 at 02:00 CET: that Warsaw day has 23 hours.
    ids.lastBefore = await place(ctx, user, {
      at: '2026-03-28T22:59:59Z',
      gross: '100.00',
      statusId: s('new'),
    });
    ids.firstOfDay = await place(ctx, user, {
      at: '2026-03-28T23:00:00Z',
      gross: '200.00',
      statusId: s('new'),
      products: [line('Kubek', 'KUB-1', 2, '10.00')],
    });
    ids.lastOfDay = await place(ctx, user, {
      at: '2026-03-29T21:59:59Z',
      gross: '50.50',
      statusId: s('processing'),
      source: 'shop',
      products: [
        line('Talerz', 'TAL-1', 1, '50.00'),
        line('Kubek', 'kub-1', 1, '10.00'),
        line('Waza', 'WAZ-1', 1, '120.00'),
      ],
    });
    ids.nextDay = await place(ctx, user, {
      at: '2026-03-29T22:00:00Z',
      gross: '999.00',
      statusId: s('Wysłane'),
    });
    ids.euro = await place(ctx, user, {
      at: '2026-03-29T12:00:00Z',
      gross: '40.00',
      statusId: s('completed'),
      source: 'ebay',
      currency: 'EUR',
      products: [line('Miska', 'MIS-1', 5, '8.00')],
    });
    ids.cancelled = await place(ctx, user, {
      at: '2026-03-29T10:00:00Z',
      gross: '70.00',
      statusId: s('cancelled'),
      products: [line('Dzbanek', 'DZB-1', 10, '7.00')],
    });
    ids.previousDay = await place(ctx, user, {
      at: '2026-03-28T10:00:00Z',
      gross: '30.00',
      statusId: s('completed'),
      source: 'shop',
    });
    const db = ctx.database.db;
    const ship = (orderId: string, at: string) =>
      db.execute(sql`insert into order_shipments (account_id, order_id, status, sent_at)
                     values (${user.accountId}, ${orderId}, 'sent', ${at}::timestamptz)`);
    await ship(ids.firstOfDay!, '2026-03-29T21:30:00Z');
    await ship(ids.lastBefore!, '2026-03-28T22:30:00Z');
    await ship(ids.lastOfDay!, '2026-03-29T22:00:00Z');
    const giveBack = (orderId: string, at: string) =>
      db.execute(sql`insert into order_returns (account_id, order_id, created_at)
                     values (${user.accountId}, ${orderId}, ${at}::timestamptz)`);
    await giveBack(ids.lastOfDay!, '2026-03-28T23:00:00Z');
    await giveBack(ids.firstOfDay!, '2026-03-29T22:00:00Z');
  });

  it('counts a day by Warsaw midnights on the day summer time starts, against the day before', async () => {
    const data = await pulpit(ctx, user, { period: 'custom', from: '2026-03-29', to: '2026-03-29' });
    expect(data.range).toEqual({ from: '2026-03-29', to: '2026-03-29', days: 1 });
    expect(data.previous).toEqual({ from: '2026-03-28', to: '2026-03-28', days: 1 });
    const f = data.orders!.figures;
    // Current: firstOfDay 200.00 + lastOfDay 50.50 (PLN) + euro; cancelled is no sale.
    expect(f.orders).toEqual({ value: 3, previous: 2, changePct: 50 });
    expect(f.sales).toEqual({
      value: { amount: '250.50', currency: 'PLN' },
      previous: { amount: '130.00', currency: 'PLN' },
      changePct: 92.7,
    });
    expect(f.averageOrder).toEqual({
      value: { amount: '125.25', currency: 'PLN' },
      previous: { amount: '65.00', currency: 'PLN' },
      changePct: 92.7,
    });
    expect(f.otherCurrencies).toEqual([{ amount: '40.00', currency: 'EUR' }]);
    expect(f.shipped).toEqual({ value: 1, previous: 1, changePct: 0 });
    expect(f.returns).toEqual({ value: 1, previous: 0, changePct: null });
    // Pending now: lastBefore and firstOfDay (new), lastOfDay (processing).
    expect(f.waiting).toBe(3);
    expect(data.attention.waitingOrders).toMatchObject({ count: 3, days: 3 });
  });

  it('gives the charts: per day, by source, by status group with status colours, top products', async () => {
    const data = await pulpit(ctx, user, { period: 'custom', from: '2026-03-29', to: '2026-03-29' });
    const o = data.orders!;
    expect(o.perDay).toEqual([{ day: '2026-03-29', orders: 3, sales: '250.50' }]);
    expect(o.bySource).toEqual([
      { source: 'allegro', orders: 1, sales: '200.00' },
      { source: 'ebay', orders: 1, sales: '0.00' },
      { source: 'shop', orders: 1, sales: '50.50' },
    ]);
    expect(o.byStatusGroup.map((g) => [g.name, g.orders])).toEqual([
      ['Do realizacji', 1],
      ['W realizacji', 1],
      ['Zakończone', 2],
    ]);
    const done = o.byStatusGroup[2]!;
    expect(done.statuses).toEqual([
      { statusId: status.completed!.id, name: 'Dostarczone', color: status.completed!.color, orders: 1 },
      { statusId: status.cancelled!.id, name: 'Anulowane', color: status.cancelled!.color, orders: 1 },
    ]);
    expect(o.topByQuantity.map((p) => [p.name, p.quantity, p.value])).toEqual([
      ['Miska', 5, '0.00'],
      ['Kubek', 3, '30.00'],
      ['Waza', 1, '120.00'],
      ['Talerz', 1, '50.00'],
    ]);
    // Amounts rank as numbers: 120.00 above 50.00 (as text it would not be).
    expect(o.topByValue.map((p) => [p.name, p.quantity, p.value])).toEqual([
      ['Waza', 1, '120.00'],
      ['Talerz', 1, '50.00'],
      ['Kubek', 3, '30.00'],
    ]);
  });

  it('counts the 25-hour day summer time ends on, and fills every day of a week', async () => {
    const other = await createAccount(ctx);
    const s = (await statusesOf(ctx, other)).new!.id;
    for (const at of [
      '2026-10-24T21:59:59Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:59:59Z',
      '2026-10-25T23:00:00Z',
    ])
      await place(ctx, other, { at, gross: '10.00', statusId: s });
    const day = await pulpit(ctx, other, { period: 'custom', from: '2026-10-25', to: '2026-10-25' });
    expect(day.orders!.figures.orders).toEqual({ value: 2, previous: 1, changePct: 100 });
    const week = await pulpit(ctx, other, { period: 'custom', from: '2026-10-20', to: '2026-10-26' });
    expect(week.previous).toEqual({ from: '2026-10-13', to: '2026-10-19', days: 7 });
    expect(week.orders!.perDay.map((d) => d.orders)).toEqual([0, 0, 0, 0, 1, 2, 1]);
    expect(week.orders!.perDay[5]).toEqual({ day: '2026-10-25', orders: 2, sales: '20.00' });
  });

  it('answers each preset with its period and the one of the same length before it', async () => {
    const who = await createAccount(ctx);
    const s = (await statusesOf(ctx, who)).new!.id;
    const today = warsawToday(new Date());
    const noonOf = (day: string) => `${day}T12:00:00+01:00`;
    const ago = [0, 1, 1, 5, 20, 40];
    for (const days of ago)
      await place(ctx, who, { at: noonOf(addDays(today, -days)), gross: '1.00', statusId: s });
    const count = async (period: string) => (await pulpit(ctx, who, { period })).orders!.figures.orders;
    expect(await count('today')).toEqual({ value: 1, previous: 2, changePct: -50 });
    expect(await count('yesterday')).toEqual({ value: 2, previous: 0, changePct: null });
    expect(await count('7d')).toEqual({ value: 4, previous: 0, changePct: null });
    expect(await count('30d')).toEqual({ value: 5, previous: 1, changePct: 400 });
    const month = await pulpit(ctx, who, { period: 'month' });
    expect(month.range.from).toBe(`${today.slice(0, 8)}01`);
    const inRange = (from: string, to: string) =>
      ago.filter((days) => addDays(today, -days) >= from && addDays(today, -days) <= to).length;
    expect(month.orders!.figures.orders.value).toBe(inRange(month.range.from, month.range.to));
    expect(month.orders!.figures.orders.previous).toBe(inRange(month.previous.from, month.previous.to));
    expect(month.previous.days).toBe(month.range.days);
  });

  it('refuses bad periods with a Polish message naming the field', async () => {
    const call = (q: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/pulpit?${q}`, headers: user.headers });
    const cases: [string, string][] = [
      ['period=rok', 'Wybierz okres z listy'],
      ['period=custom&from=2026-03-01', 'Podaj początek i koniec zakresu'],
      ['period=custom&from=2026-03-10&to=2026-03-01', 'Początek zakresu musi być przed jego końcem'],
      ['period=custom&from=2024-01-01&to=2026-03-01', 'Zakres może mieć najwyżej 366 dni'],
      ['period=custom&from=2026-13-45&to=2026-03-01', 'Podaj datę w formacie RRRR-MM-DD'],
      ['waitingDays=0', 'Liczba dni musi być od 1 do 90'],
    ];
    for (const [query, message] of cases) {
      const response = await call(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });
});
