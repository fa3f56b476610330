import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductLookupItem } from '@zaplecze/contract/stock/stock';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { anOrder, mutation, orderId, signInWith } from '../__fixtures__/order';
import { renderPage, serve } from '../__fixtures__/serve';

const fetchMock = vi.fn();
const priceListId = '66666666-6666-4666-8666-666666666666';
const warehouseId = '77777777-7777-4777-8777-777777777777';

const item = (fields: Partial<ProductLookupItem>): ProductLookupItem => ({
  productId: '88888888-8888-4888-8888-888888888888',
  variantId: null,
  sku: 'KUB-ZAK-01',
  ean: '5901234123457',
  name: 'Kubek ceramiczny Zakopane',
  imageUrl: 'https://example.com/kubek.jpg',
  grossPrice: '16.99',
  currency: 'PLN',
  tax: 23,
  available: 7,
  ...fields,
});

const mug = item({});
const shirt = item({
  productId: '99999999-9999-4999-8999-999999999999',
  variantId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  sku: 'KOSZ-LEN-M',
  ean: null,
  name: 'Kubek – koszulka M',
  grossPrice: '85.00',
  tax: 8,
  available: 0,
});

describe('catalogue search of the new product line', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInWith(['oms.read', 'oms.edit']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('searches as the user types, picks with the keyboard and sends the catalogue link', async () => {
    const order = anOrder({ priceListId, warehouseId });
    const calls = serve(
      fetchMock,
      ({ method, url }) => {
        if (url.startsWith('/api/products/lookup')) return jsonResponse(200, { data: [mug, shirt] });
        if (method === 'POST' && url === `/api/orders/${orderId}/products`)
          return jsonResponse(200, mutation(anOrder({ version: 4 }), 'Produkt został dodany'));
        return undefined;
      },
      order,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    const search = within(dialog).getByRole('textbox', { name: /Szukaj w katalogu/ });
    await user.type(search, 'kub');
    // The search waits for a pause in typing (debounce), so the results take a moment.
    expect(await screen.findByText('Kubek ceramiczny Zakopane', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('dostępne: 0')).toBeInTheDocument();
    const lookups = calls.filter((call) => call.url.startsWith('/api/products/lookup'));
    // Debounced: one request for the whole word, with the order's price list and warehouse.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.url).toBe(
      `/api/products/lookup?q=kub&priceListId=${priceListId}&warehouseId=${warehouseId}&limit=10`,
    );

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(dialog).getByTestId('catalog-linked')).toHaveTextContent('Z katalogu: KOSZ-LEN-M');
    // Poland's 8% is one of the line's rates: the form takes it, no note needed.
    expect(within(dialog).queryByText(/ustawi ją serwer/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nazwa/)).toHaveValue('Kubek – koszulka M');
    expect(within(dialog).getByLabelText(/Cena brutto/)).toHaveValue('85,00');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj produkt' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Kubek – koszulka M',
      sku: 'KOSZ-LEN-M',
      grossPrice: '85.00',
      catalogProductId: shirt.productId,
      catalogVariantId: shirt.variantId,
      quantity: 1,
      tax: 8,
    });
  });

  it('says when nothing matches and still lets a line be typed by hand', async () => {
    serve(fetchMock, ({ url }) =>
      url.startsWith('/api/products/lookup') ? jsonResponse(200, { data: [] }) : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    await user.type(within(dialog).getByRole('textbox', { name: /Szukaj w katalogu/ }), 'xyz');
    expect(await screen.findByText('Brak wyników', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('catalog-linked')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nazwa/)).toHaveValue('');
  });
});
