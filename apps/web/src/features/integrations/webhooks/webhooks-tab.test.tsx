import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookSubscription } from '@zaplecze/contract/webhooks/webhooks';
import { sessionStore } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { Component as WebhooksTab } from './webhooks-tab';

const fetchMock = vi.fn();
const subscription: WebhookSubscription = {
  id: '7d3c4e1a-1111-4a2b-8c3d-000000000010',
  url: 'https://sklep.example.com/hooks',
  description: 'Sklep internetowy',
  events: ['order.status_changed'],
  active: true,
  disabledReason: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  modifiedAt: '2026-11-27T10:00:00.000Z',
  version: 1,
};
const delivery: WebhookDelivery = {
  id: '7d3c4e1a-1111-4a2b-8c3d-000000000020',
  eventId: '019abcde-0000-7000-8000-000000000001',
  eventType: 'order.status_changed',
  status: 'pending',
  attempts: 2,
  statusCode: 500,
  latencyMs: 42,
  response: 'Internal error',
  error: 'serwer odpowiedział kodem 500',
  createdAt: '2026-11-27T10:05:00.000Z',
  lastAttemptAt: '2026-11-27T10:06:00.000Z',
  nextAttemptAt: '2026-11-27T10:08:00.000Z',
};

/** One page of the delivery log holding `shown`. */
const deliveryPage = (shown: WebhookDelivery) => ({
  data: [shown],
  count: 1,
  countExact: true,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
});

function signIn() {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep Oli',
    role: { isAdmin: true },
    permissions: [],
  });
}

const renderTab = () => renderRoutes([{ path: '*', element: <WebhooksTab /> }]);
const callsTo = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).startsWith(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('Integracje → Webhooki', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('shows the empty state, then creates a subscription and shows its secret once', async () => {
    let list: WebhookSubscription[] = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/webhooks' && init.method === 'POST') {
        list = [subscription];
        return jsonResponse(200, {
          subscription,
          secret: 'whsec_c2VrcmV0',
          message: 'Subskrypcja została utworzona',
        });
      }
      return jsonResponse(200, { data: list });
    });
    renderTab();
    expect(await screen.findByText(/Nie ma jeszcze żadnych webhooków/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Adres URL odbiorcy/), {
      target: { value: subscription.url },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wybierz co najmniej jedno zdarzenie');
    expect(callsTo('POST', '/api/webhooks')).toHaveLength(0);

    expect(within(dialog).getByText('Zamówienia')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Zmiana statusu zamówienia'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_c2VrcmV0');
    const [[, init]] = callsTo('POST', '/api/webhooks');
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({
      url: subscription.url,
      events: ['order.status_changed'],
      active: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisałem sekret' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(await screen.findByText(subscription.url)).toBeInTheDocument();
  });

  it('names a field the server refused, in Polish', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST')
        return jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Popraw zaznaczone pola',
            fields: { url: 'Adres musi zaczynać się od https://' },
          },
        });
      return jsonResponse(200, { data: [] });
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj webhook' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Adres URL odbiorcy/), {
      target: { value: 'http://x.pl' },
    });
    fireEvent.click(within(dialog).getByLabelText('Nowe zamówienie'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Adres musi zaczynać się od https://')).toBeInTheDocument();
  });

  it('opens the delivery log with attempts, the next retry and resend', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (url.includes('/resend')) return jsonResponse(200, { message: 'Dostarczenie zostało ponowione' });
      if (url.includes('/deliveries')) return jsonResponse(200, deliveryPage(delivery));
      if (init.method === 'POST') return jsonResponse(500, {});
      return jsonResponse(200, { data: [subscription] });
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Dziennik dostarczeń' }));
    const card = await screen.findByTestId('webhook-delivery');
    expect(card).toHaveTextContent('Zmiana statusu zamówienia');
    expect(card).toHaveTextContent('Próby: 2');
    expect(card).toHaveTextContent('Wynik: 500');
    expect(card).toHaveTextContent('42 ms');
    expect(card).toHaveTextContent('Następna próba');
    expect(card).toHaveTextContent('Internal error');
    fireEvent.click(within(card).getByRole('button', { name: 'Wyślij ponownie' }));
    expect(await screen.findByText('Dostarczenie zostało ponowione')).toBeInTheDocument();
    expect(callsTo('POST', `/api/webhooks/${subscription.id}/deliveries/${delivery.id}/resend`)).toHaveLength(
      1,
    );
  });

  it('follows a pending delivery in the open log until it is delivered', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/deliveries')) {
        reads += 1;
        const shown: WebhookDelivery =
          reads === 1
            ? delivery
            : { ...delivery, status: 'delivered', attempts: 3, statusCode: 200, error: null };
        return jsonResponse(200, deliveryPage(shown));
      }
      return jsonResponse(200, { data: [subscription] });
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Dziennik dostarczeń' }));
    const card = await screen.findByTestId('webhook-delivery');
    expect(card).toHaveTextContent('Oczekuje');
    // No click: the log asks again while the delivery is pending.
    await waitFor(() => expect(screen.getByTestId('webhook-delivery')).toHaveTextContent('Dostarczono'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('webhook-delivery')).toHaveTextContent('Próby: 3');
  });

  it('shows an error with retry when the list cannot be read', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'Wymagane uprawnienia administratora' } }),
    );
    renderTab();
    expect(await screen.findByText('Wymagane uprawnienia administratora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spróbuj ponownie/ })).toBeInTheDocument();
  });
});
