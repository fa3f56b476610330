import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@zaplecze/contract/products/products';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { aProduct, productId, retailListId, signInWith } from './__fixtures__/product';
import { renderEditor, serve } from './__fixtures__/serve';
import { editorMessages } from './editor-schema';

const fetchMock = vi.fn();
const newId = '5a1e0c3e-0000-4000-8000-000000000099';

describe('product editor: loading, validation, creating', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInWith(['pim.read', 'pim.edit', 'pim.delete']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('shows a loader, then the header with name, SKU and status; /products/{id} and /edit open basic-info', async () => {
    serve(fetchMock);
    const { router } = renderEditor(`/dashboard/products/${productId}`);
    expect(await screen.findByRole('heading', { name: 'Kubek ceramiczny', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/products/${productId}/basic-info`);
    expect(screen.getByTestId('product-sku')).toHaveTextContent('SKU: KUB-001');
    expect(screen.getByTestId('product-status')).toHaveTextContent('Szkic');
    expect(screen.getByRole('tab', { name: 'Informacje podstawowe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText(/^Nazwa/)).toHaveValue('Kubek ceramiczny');

    await router.navigate(`/dashboard/products/${productId}/edit`);
    expect(await screen.findByRole('tab', { name: 'Informacje podstawowe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says 'Nie znaleziono produktu' for an unknown or malformed id", async () => {
    serve(fetchMock, ({ url }) =>
      url === `/api/products/${productId}`
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: productMessages.notFound } })
        : undefined,
    );
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono produktu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do listy produktów' })).toHaveAttribute(
      'href',
      '/dashboard/products',
    );
  });

  it('shows an error with a retry that loads the product', async () => {
    let failures = 0;
    serve(fetchMock, ({ url }) => {
      if (url !== `/api/products/${productId}` || failures >= 3) return undefined;
      failures += 1;
      return jsonResponse(500, { error: { code: 'INTERNAL', message: 'Błąd serwera' } });
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: 'Kubek ceramiczny' })).toBeInTheDocument();
  });

  it('shows the contract messages at the fields and marks the tabs that hold errors; nothing is sent', async () => {
    const calls = serve(fetchMock);
    const events = userEvent.setup();
    renderEditor('/dashboard/products/new');
    expect(await screen.findByRole('heading', { name: 'Nowy produkt' })).toBeInTheDocument();
    await events.type(screen.getByLabelText('EAN'), '5901234123458');
    await events.click(screen.getByRole('tab', { name: 'Ceny' }));
    await events.type(screen.getByLabelText('Hurt'), '12,345');
    await events.click(screen.getByRole('button', { name: 'Utwórz produkt' }));

    expect(await screen.findByText(editorMessages.amount)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ceny (zawiera błędy)' })).toBeInTheDocument();
    const basic = screen.getByRole('tab', { name: 'Informacje podstawowe (zawiera błędy)' });
    await events.click(basic);
    expect(await screen.findByText(productMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(productMessages.skuRequired)).toBeInTheDocument();
    expect(screen.getByText(productMessages.eanInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a product from the form and moves to its basic-info tab', async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === '/api/products'
        ? jsonResponse(201, aProduct({ id: newId, name: 'Talerz', sku: 'TAL-1' }))
        : method === 'GET' && url === `/api/products/${newId}`
          ? jsonResponse(200, aProduct({ id: newId, name: 'Talerz', sku: 'TAL-1' }))
          : undefined,
    );
    const events = userEvent.setup();
    const { router } = renderEditor('/dashboard/products/new');
    await events.type(await screen.findByLabelText(/^Nazwa/), 'Talerz');
    await events.type(screen.getByLabelText(/^SKU/), 'TAL-1');
    await events.click(screen.getByRole('tab', { name: 'Ceny' }));
    await events.type(screen.getByLabelText('Detal'), '19,99');
    await events.click(screen.getByRole('button', { name: 'Utwórz produkt' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/products/${newId}/basic-info`),
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Talerz',
      sku: 'TAL-1',
      type: 'Simple',
      prices: [{ priceListId: retailListId, amount: '19.99' }],
      variants: [],
    });
    expect(await screen.findByRole('heading', { name: 'Talerz' })).toBeInTheDocument();
  });

  it('maps server field errors to their fields and marks the tab', async () => {
    serve(fetchMock, ({ method }) =>
      method === 'PUT'
        ? jsonResponse(400, {
            error: {
              code: 'VALIDATION',
              message: 'Popraw pola',
              fields: { sku: productMessages.skuTaken, 'prices.0.amount': 'Za wysoka cena' },
            },
          })
        : undefined,
    );
    const events = userEvent.setup();
    renderEditor();
    const name = await screen.findByLabelText(/^Nazwa/);
    await events.clear(name);
    await events.type(name, 'Kubek duży');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(productMessages.skuTaken)).toBeInTheDocument();
    const prices = screen.getByRole('tab', { name: 'Ceny (zawiera błędy)' });
    await events.click(prices);
    const retail = within(screen.getByTestId(`price-row-${retailListId}`));
    expect(await retail.findByText('Za wysoka cena')).toBeInTheDocument();
  });
});
