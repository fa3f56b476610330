import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import { jsonResponse, renderRoutes } from '../../test/render';
import { NewOrderDialog } from './new-order-dialog';
import type { NewOrderSource } from './new-order-form';

const fetchMock = vi.fn();
const sourceId = '8f0c3c52-7b1e-4d55-9a3b-1c2d3e4f5a01';
const createdId = '8f0c3c52-7b1e-4d55-9a3b-1c2d3e4f5a09';
const status: OrderStatus = {
  id: '5c1d7e0a-3b7e-4f8e-8a1a-2e4b6c8d0f01',
  internalName: 'Nowe',
  externalName: {},
  color: '#3357FF',
  order: 1,
  groupId: null,
  isProtected: true,
  code: 'new',
  version: 1,
  modifiedAt: '2026-01-01T10:00:00.000Z',
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function serve() {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (url === '/api/countries')
      return jsonResponse(200, {
        data: [
          { code: 'DE', name: 'Niemcy' },
          { code: 'PL', name: 'Polska' },
        ],
      });
    if (url === '/api/order-statuses') return jsonResponse(200, { data: [status], count: 1 });
    if (url === '/api/order-status-groups') return jsonResponse(200, { data: [], count: 0 });
    if (call.method === 'POST') return jsonResponse(201, { id: createdId, no: 43 });
    throw new Error(`unexpected ${call.method} ${url}`);
  });
  return calls;
}

function renderDialog(source?: NewOrderSource) {
  return renderRoutes(
    [
      { path: '/start', element: <NewOrderDialog opened onClose={() => {}} source={source} /> },
      { path: '/dashboard/orders/:id', element: <p>Otwarte zamówienie</p> },
    ],
    '/start',
  );
}

async function chooseOption(input: HTMLElement, name: string) {
  await userEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await userEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
}

describe("'Stwórz nowe zamówienie'", () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('requires a status, defaults to PL and English, and opens the created order', async () => {
    const calls = serve();
    const { router } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Stwórz nowe zamówienie' });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Kraj dostawy/ })).toHaveValue('Polska'),
    );
    expect(within(dialog).getByRole('textbox', { name: /Język zamówienia/ })).toHaveValue('Angielski');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz zamówienie' }));
    expect(await within(dialog).findByText('Status zamówienia jest wymagany!')).toBeInTheDocument();

    await chooseOption(within(dialog).getByRole('textbox', { name: /Status zamówienia/ }), 'Nowe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz zamówienie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/orders/${createdId}`));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/orders',
      body: { statusId: status.id, orderCountry: 'PL', orderLanguage: 'en' },
    });
    expect(await screen.findByText('Zamówienie zostało utworzone')).toBeInTheDocument();
  });

  it('offers the copy options only for a copy and sends just the ticked parts', async () => {
    const calls = serve();
    renderDialog({ id: sourceId, no: 42, country: 'DE' });
    const dialog = await screen.findByRole('dialog', { name: 'Stwórz nowe zamówienie' });
    expect(within(dialog).queryByTestId('copy-parts')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kopia całego zamówienia' }));

    const parts = within(dialog).getByTestId('copy-parts');
    const boxes = within(parts).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent)).toEqual([
      'Adres dostawy',
      'Adres rozliczeniowy',
      'Adres odbioru',
      'Produkty',
      'Płatności',
      'Przesyłki',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    for (const name of ['Adres dostawy', 'Adres rozliczeniowy', 'Adres odbioru', 'Płatności', 'Przesyłki']) {
      await userEvent.click(within(parts).getByRole('checkbox', { name }));
    }
    await chooseOption(within(dialog).getByRole('textbox', { name: /Status zamówienia/ }), 'Nowe');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Kraj dostawy/ })).toHaveValue('Niemcy'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz zamówienie' }));

    expect(await screen.findByText('Kopia zamówienia została utworzona')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/orders/${sourceId}/copy`,
      body: {
        statusId: status.id,
        orderCountry: 'DE',
        orderLanguage: 'en',
        parts: {
          deliveryAddress: false,
          billingAddress: false,
          pickupAddress: false,
          products: true,
          payments: false,
          shipments: false,
        },
      },
    });
  });
});
