import { Readable } from 'node:stream';
import { orderExportHeaders } from '@zaplecze/contract/orders/export';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { createRunFromUpload, dryRun, importRunNow } from '../modules/order-import/service';

/**
 * One finished orders import in the demo log: a sheet in the shape of our own orders export that
 * fills the seller's notes of orders 1 and 2 (identified by number). Updating keeps the demo
 * company's 300 orders; the run can be rolled back from the log.
 */
export async function seedDemoOrderImport(db: Db, actor: { accountId: string; userId: string }) {
  const targets = await db
    .select({ no: orders.no, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.accountId, actor.accountId), inArray(orders.no, [1, 2])))
    .orderBy(orders.no);
  const notes = ['Dopłata za wysyłkę ekspresową — uzgodnione telefonicznie', 'Klient prosi o fakturę w PDF'];
  const sheet = [
    [orderExportHeaders.number, orderExportHeaders.currency, orderExportHeaders.orderNote].join(';'),
    ...targets.map((order, index) => [order.no, order.currency, notes[index]].join(';')),
  ].join('\r\n');
  const who = { ...actor, ip: null };
  const run = await createRunFromUpload(db, who, 'CSV', {
    filename: 'uwagi-do-zamowien.csv',
    stream: Readable.from([Buffer.from(`\uFEFF${sheet}\r\n`)]),
  });
  await dryRun(db, actor.accountId, run.id, { identifier: 'number', mode: 'update' });
  await importRunNow(db, who, run.id);
}
