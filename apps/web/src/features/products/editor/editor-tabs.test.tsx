import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@zaplecze/contract/products/products';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { openSelect } from './__fixtures__/select';
import {
  aProduct,
  colourId,
  editorOptions,
  productId,
  promoListId,
  retailListId,
  signInWith,
  wholesaleListId,
} from './__fixtures__/product';
import { renderEditor, serve, type Call } from './__fixtures__/serve';

const fetchMock = vi.fn();
const savedBody = (calls: Call[]) =>
  calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
const echoSave = ({ method, body }: Call) =>
  method === 'PUT' ? jsonResponse(200, aProduct({ ...(body as object), version: 4 } as never)) : undefined;
const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    url: `https://cdn.example.pl/kubek-${index + 1}.jpg`,
    description: '',
  }));

describe('product editor tabs', () => {
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

  it('shows a dependent price computed from its base, read-only, following the base as it is typed', async () => {
    serve(fetchMock);
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/prices`);
    const promo = within(await screen.findByTestId(`price-row-${promoListId}`));
    expect(promo.getByTestId('dependent-price')).toHaveTextContent('18,00 zł');
    expect(promo.getByText('wyliczana z Detal')).toBeInTheDocument();
    expect(promo.queryByRole('textbox')).not.toBeInTheDocument();

    const retail = screen.getByLabelText('Detal');
    // A stored price reads with the Polish decimal comma after a reload (issue 27).
    expect(retail).toHaveValue('20,00');
    await events.clear(retail);
    await events.type(retail, '33,35');
    // 33.35 × 0.9 = 30.015 → half-up to 30.02
    expect(promo.getByTestId('dependent-price')).toHaveTextContent('30,02 zł');
    expect(screen.getByLabelText('Hurt')).toHaveValue('');
  });

  it('computes the dependent price from the options alone (no price-list request), else shows the saved amount', async () => {
    signInWith(['pim.read', 'pim.edit', 'wms.read']);
    const calls = serve(fetchMock);
    const events = userEvent.setup();
    const first = renderEditor(`/dashboard/products/${productId}/prices`);
    const promo = within(await screen.findByTestId(`price-row-${promoListId}`));
    expect(promo.getByText('wyliczana z Detal')).toBeInTheDocument();
    await events.clear(screen.getByLabelText('Detal'));
    await events.type(screen.getByLabelText('Detal'), '10');
    expect(promo.getByTestId('dependent-price')).toHaveTextContent('9,00 zł');
    expect(calls.filter((call) => call.url.startsWith('/api/price-lists'))).toEqual([]);
    first.unmount();

    // A base the options do not name (the chain cannot be followed): the price saved by the server.
    const orphan = {
      ...editorOptions,
      priceLists: editorOptions.priceLists.map((list) =>
        list.id === promoListId ? { ...list, basePriceListId: '5a1e0c3e-0000-4000-8000-0000000000ff' } : list,
      ),
    };
    serve(fetchMock, ({ url }) => (url === '/api/products/options' ? jsonResponse(200, orphan) : undefined));
    renderEditor(`/dashboard/products/${productId}/prices`);
    const readOnly = within(await screen.findByTestId(`price-row-${promoListId}`));
    expect(readOnly.getByText('wyliczana z cennika bazowego')).toBeInTheDocument();
    expect(readOnly.getByTestId('dependent-price')).toHaveTextContent('18,00 zł');
  });

  it('adds variants to a Variable product with axes and prices, and saves them with the product', async () => {
    const calls = serve(fetchMock, echoSave, aProduct({ type: 'Variable' }));
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/parameters`);
    expect(await screen.findByText('Brak wariantów. Dodaj pierwszy wariant.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Dodaj wariant' }));
    await events.click(screen.getByRole('button', { name: 'Dodaj wariant' }));
    expect(screen.getAllByTestId('variant-row')).toHaveLength(2);

    await events.type(screen.getByLabelText('SKU wariantu 1'), 'KUB-001-CZ');
    await events.type(screen.getByLabelText('SKU wariantu 2'), 'KUB-001-NB');
    await (
      await openSelect(events, screen.getByRole('textbox', { name: 'Kolor wariantu 1' }))
    ).choose('Czerwony');
    await (
      await openSelect(events, screen.getByRole('textbox', { name: 'Kolor wariantu 2' }))
    ).choose('Niebieski');
    await events.type(screen.getByLabelText('Detal wariantu 1'), '21');
    await events.type(screen.getByLabelText('Hurt wariantu 2'), '15,5');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(savedBody(calls)).toBeDefined());
    expect(savedBody(calls)).toMatchObject({
      version: 3,
      type: 'Variable',
      variants: [
        {
          id: null,
          sku: 'KUB-001-CZ',
          axes: { [colourId]: 'Czerwony' },
          prices: [{ priceListId: retailListId, amount: '21' }],
        },
        {
          id: null,
          sku: 'KUB-001-NB',
          axes: { [colourId]: 'Niebieski' },
          prices: [{ priceListId: wholesaleListId, amount: '15.5' }],
        },
      ],
    });
  });

  it('refuses two variants with the same SKU at the field', async () => {
    const calls = serve(fetchMock, echoSave, aProduct({ type: 'Variable' }));
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/parameters`);
    await events.click(await screen.findByRole('button', { name: 'Dodaj wariant' }));
    await events.click(screen.getByRole('button', { name: 'Dodaj wariant' }));
    await events.type(screen.getByLabelText('SKU wariantu 1'), 'A-1');
    await events.type(screen.getByLabelText('SKU wariantu 2'), 'a-1');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(productMessages.variantSkuDuplicate)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Parametry i warianty (zawiera błędy)' })).toBeInTheDocument();
    expect(savedBody(calls)).toBeUndefined();
  });

  it('reorders pictures with the buttons and the arrow keys, removes one, and saves the order', async () => {
    const calls = serve(fetchMock, echoSave, aProduct({ pictures: pictures(3) }));
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/pictures`);
    const urls = () =>
      screen
        .getAllByTestId('picture-url')
        .map((item) => item.textContent?.replace('https://cdn.example.pl/', ''));
    expect(await screen.findAllByTestId('picture-item')).toHaveLength(3);
    expect(urls()).toEqual(['kubek-1.jpg', 'kubek-2.jpg', 'kubek-3.jpg']);

    await events.click(screen.getByRole('button', { name: 'Przesuń zdjęcie 3 wyżej' }));
    expect(urls()).toEqual(['kubek-1.jpg', 'kubek-3.jpg', 'kubek-2.jpg']);

    const first = screen.getByRole('listitem', { name: 'Zdjęcie 1 z 3' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(urls()).toEqual(['kubek-3.jpg', 'kubek-1.jpg', 'kubek-2.jpg']);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Zdjęcie 2 z 3' })).toHaveFocus());

    await events.click(screen.getByRole('button', { name: 'Usuń zdjęcie 3' }));
    await events.type(screen.getByLabelText('Opis zdjęcia 1'), 'Widok z boku');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(savedBody(calls)).toBeDefined());
    expect(savedBody(calls).pictures).toEqual([
      { url: 'https://cdn.example.pl/kubek-3.jpg', description: 'Widok z boku' },
      { url: 'https://cdn.example.pl/kubek-1.jpg', description: '' },
    ]);
  });

  it('adds a picture by address and stops at 16 with the message', async () => {
    serve(fetchMock, undefined, aProduct({ pictures: pictures(15) }));
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/pictures`);
    const address = await screen.findByLabelText('Adres zdjęcia (URL)');
    await events.type(address, 'ftp://zly-adres');
    await events.click(screen.getByRole('button', { name: 'Dodaj z adresu' }));
    expect(screen.getByText('Podaj adres zaczynający się od http:// lub https://')).toBeInTheDocument();
    await events.clear(address);
    await events.type(address, 'https://cdn.example.pl/nowe.jpg');
    await events.click(screen.getByRole('button', { name: 'Dodaj z adresu' }));
    expect(screen.getAllByTestId('picture-item')).toHaveLength(16);
    expect(screen.getByTestId('pictures-full')).toHaveTextContent(productMessages.tooManyPictures);
    expect(screen.getByRole('button', { name: 'Dodaj z adresu' })).toBeDisabled();
  });

  it("uploads a picture and 'Generuj' proposes a SKU from the account's pattern", async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === '/api/products/pictures'
        ? jsonResponse(201, { url: '/api/files/products/nowe.webp', description: '' })
        : url === '/api/sku-generator'
          ? jsonResponse(200, {
              configured: true,
              pattern: 'KUB-{category}-{counter:4}',
              nextNumber: 7,
              preview: '',
              version: 1,
              modifiedAt: null,
            })
          : undefined,
    );
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/pictures`);
    await screen.findByRole('button', { name: 'Wgraj zdjęcie' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await events.upload(input, new File(['x'], 'kubek.webp', { type: 'image/webp' }));
    // The uploaded picture shows as a picture: its storage path is not shown (issue 27).
    expect(await screen.findByRole('listitem', { name: 'Zdjęcie 1 z 1' })).toBeInTheDocument();
    expect(screen.queryByText('/api/files/products/nowe.webp')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/products/pictures')?.method).toBe('POST');

    await events.click(screen.getByRole('tab', { name: 'Informacje podstawowe' }));
    await (
      await openSelect(events, screen.getByRole('textbox', { name: 'Kategoria główna' }))
    ).choose('Kuchnia');
    await events.click(screen.getByRole('button', { name: 'Generuj' }));
    expect(screen.getByRole('textbox', { name: /^SKU/ })).toHaveValue('KUB-KUC-0007');
  });

  it('validates a custom field by its type with the contract message', async () => {
    const calls = serve(fetchMock, echoSave);
    const events = userEvent.setup();
    renderEditor(`/dashboard/products/${productId}/custom-fields`);
    await events.type(await screen.findByLabelText('Pojemność'), 'dużo');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Pole „Pojemność” wymaga liczby')).toBeInTheDocument();
    expect(savedBody(calls)).toBeUndefined();
  });
});
