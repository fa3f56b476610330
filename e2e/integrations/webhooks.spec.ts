import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { choose, toast } from '../order-details/details-api';
import { freshCompanyWithToken } from '../orders/orders-api';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (the e2e server runs with WEBHOOKS_ALLOW_LOOPBACK=1) that keeps what it gets. */
function receiver() {
  const received: Received[] = [];
  let server: Server | undefined;
  let port = 0;
  return {
    received,
    url: () => `http://127.0.0.1:${port}/zaplecze`,
    async start() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
          response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async stop() {
      const closing = server;
      if (!closing) return;
      server = undefined;
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    },
  };
}

/** The verified events of one type the receiver holds (standardwebhooks throws on a bad signature). */
function verified(secret: string, received: Received[], type: string) {
  const webhook = new Webhook(secret);
  return received
    .map(({ headers, body }) => {
      const event = webhook.verify(body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> };
      return { id: String(headers['webhook-id']), ...event };
    })
    .filter((event) => event.type === type);
}

async function changeStatus(page: Page, to: string) {
  await choose(page, page.getByRole('textbox', { name: 'Status zamówienia' }), to);
  await page
    .getByRole('dialog', { name: 'Zmiana statusu zamówienia' })
    .getByRole('button', { name: 'Zmień status' })
    .click();
  const changed = toast(page, 'Status zamówienia został zmieniony');
  await expect(changed).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Status zamówienia' })).toHaveValue(to);
  // Dismissed, so the next change's toast is the only one.
  await changed.locator('.mantine-Notification-closeButton').click();
  await expect(changed).toHaveCount(0);
}

async function openDeliveryLog(page: Page) {
  await page.goto('/dashboard/integrations/webhooks');
  await page.getByTestId('webhook-subscription').getByRole('button', { name: 'Dziennik dostarczeń' }).click();
  return page.getByRole('dialog', { name: /Dziennik dostarczeń/ });
}

test('an administrator subscribes a receiver to status changes, it verifies the signed delivery, and a refused delivery is resent by hand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hooks = receiver();
  await hooks.start();
  try {
    const { createOrder, statusNamed } = await freshCompanyWithToken(page, 'webhooki');
    const order = await createOrder('HOOK-1', 'allegro', '19.99', 'PL');

    // Subscribe the receiver to order.status_changed; the signing secret is shown once.
    await page.goto('/dashboard/integrations/webhooks');
    await expect(page.getByText(/Nie ma jeszcze żadnych webhooków/)).toBeVisible();
    await page.getByRole('button', { name: 'Dodaj webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Nowy webhook' });
    await form.getByLabel(/Adres URL odbiorcy/).fill(hooks.url());
    await form.getByRole('checkbox', { name: 'Zmiana statusu zamówienia' }).check();
    await form.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Sekret podpisu' });
    const secret = (await shown.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Zapisałem sekret' }).click();
    await expect(page.getByTestId('webhook-subscription')).toContainText('Zmiana statusu zamówienia');

    // The test event from the log wakes the delivery worker (the scheduled round starts each minute).
    const log = await openDeliveryLog(page);
    await log.getByRole('button', { name: 'Wyślij zdarzenie testowe' }).click();
    await expect(log.getByTestId('webhook-delivery').first()).toContainText('Dostarczono');
    expect(verified(secret, hooks.received, 'webhook.test')).toHaveLength(1);

    // A status change in the order's page reaches the receiver, signed to Standard Webhooks.
    await page.goto(`/dashboard/orders/${order.id}`);
    await changeStatus(page, 'W realizacji');
    await expect
      .poll(() =>
        verified(secret, hooks.received, 'order.status_changed').map((event) => event.data.statusId),
      )
      .toEqual([statusNamed('W realizacji').id]);
    const [first] = verified(secret, hooks.received, 'order.status_changed');
    expect(first!.data).toMatchObject({ id: order.id, previousStatusId: statusNamed('Nowe').id });

    // The receiver is down: the next change is refused and waits for its retry in the log.
    await hooks.stop();
    await changeStatus(page, 'Wysłane');
    const refusedLog = await openDeliveryLog(page);
    const latest = refusedLog.getByTestId('webhook-delivery').first();
    await expect(latest).toContainText('serwer odmówił połączenia');
    await expect(latest).toContainText('Zmiana statusu zamówienia');
    await expect(latest).toContainText('Oczekuje');
    await expect(latest).toContainText('Następna próba');

    // Up again, "Wyślij ponownie" delivers it now instead of at the retry.
    await hooks.start();
    await latest.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await expect(latest).toContainText('Dostarczono');
    await expect(latest).toContainText('200');
    const deliveries = verified(secret, hooks.received, 'order.status_changed');
    expect(deliveries.at(-1)!.data).toMatchObject({ id: order.id, statusId: statusNamed('Wysłane').id });
    expect(new Set(deliveries.map((event) => event.id)).size).toBe(2);
  } finally {
    await hooks.stop();
  }
});
