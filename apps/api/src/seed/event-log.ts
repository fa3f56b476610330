import type { Db } from '../db/client';
import {
  insertApiCalls,
  recordIntegrationEvent,
  recordWebhookDelivery,
  type ApiCallRecord,
} from '../modules/event-log/service';

/** The demo integration keys: fixed ids so the log's key filter has something to show. */
export const demoEventLogKeys = [
  { id: '5e1d0000-0000-4000-8000-000000000001', name: 'Sklep internetowy' },
  { id: '5e1d0000-0000-4000-8000-000000000002', name: 'Integracja ERP' },
] as const;

const paths = [
  ['GET', '/api/orders', '/api/orders'],
  ['GET', '/api/orders/1042', '/api/orders/:id'],
  ['PUT', '/api/orders/1042/status', '/api/orders/:id/status'],
  ['GET', '/api/products', '/api/products'],
  ['POST', '/api/stock/movements', '/api/stock/movements'],
] as const;
const statuses = [200, 200, 200, 201, 200, 404, 200, 422, 200, 500, 200, 200] as const;

/**
 * A few dozen entries of every kind over the last two days (the demo company, the e2e journey of
 * the event log): API calls of two keys with 2xx, 4xx and 5xx answers, webhook deliveries (one
 * failing and retried), integration events of each level. Through the event-log service.
 */
export async function seedEventLog(
  db: Db,
  accountId: string,
  now = new Date(),
  keys: readonly { id: string; name: string }[] = demoEventLogKeys,
): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const calls: ApiCallRecord[] = Array.from({ length: 36 }, (_, n) => {
    const [method, path, route] = paths[n % paths.length]!;
    const key = keys[n % 3 === 0 ? 1 : 0]!;
    return {
      accountId,
      method,
      path,
      route,
      status: statuses[n % statuses.length]!,
      durationMs: 8 + ((n * 37) % 240),
      keyId: key.id,
      keyName: key.name,
      ip: `203.0.113.${10 + (n % 5)}`,
      requestId: `demo-${String(n).padStart(4, '0')}`,
      at: at(5 + n * 47),
    };
  });
  await insertApiCalls(db, calls);
  const subscription = '5e1d0000-0000-4000-8000-0000000000a1';
  const deliveries = [
    { eventType: 'order.created', statusCode: 200, ok: true, attempt: 1, error: null },
    {
      eventType: 'order.status_changed',
      statusCode: 503,
      ok: false,
      attempt: 1,
      error: 'Odbiorca odpowiedział 503',
    },
    {
      eventType: 'order.status_changed',
      statusCode: null,
      ok: false,
      attempt: 2,
      error: 'Przekroczono czas oczekiwania (5 s)',
    },
    { eventType: 'order.status_changed', statusCode: 200, ok: true, attempt: 3, error: null },
    { eventType: 'stock.changed', statusCode: 204, ok: true, attempt: 1, error: null },
    { eventType: 'product.updated', statusCode: 200, ok: true, attempt: 1, error: null },
  ];
  for (const [n, delivery] of deliveries.entries()) {
    await recordWebhookDelivery(db, {
      accountId,
      subscriptionId: subscription,
      eventId: `msg_demo${n}`,
      url: 'https://sklep.example.pl/webhooks/zaplecze',
      latencyMs: delivery.statusCode === null ? 5000 : 40 + n * 13,
      at: at(20 + n * 90),
      ...delivery,
    });
  }
  const events = [
    {
      source: 'allegro',
      level: 'info',
      message: 'Pobrano 12 nowych zamówień',
      subject: 'Konto Allegro: sklep_demo',
    },
    {
      source: 'allegro',
      level: 'warning',
      message: 'Oferta bez stanu magazynowego',
      subject: 'Oferta 1234567890',
    },
    {
      source: 'inpost',
      level: 'error',
      message: 'Nie utworzono przesyłki: brak numeru telefonu odbiorcy',
      subject: 'Zamówienie 1042',
    },
    { source: 'inpost', level: 'info', message: 'Utworzono przesyłkę', subject: 'Zamówienie 1041' },
  ] as const;
  for (const [n, event] of events.entries()) {
    await recordIntegrationEvent(db, { accountId, ...event, at: at(30 + n * 120) });
  }
}
