import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { anOrder, mutation, orderId, signInWith } from '../__fixtures__/order';
import { renderPage, serve } from '../__fixtures__/serve';

const fetchMock = vi.fn();

/** A promise the test settles, to look at the page while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('products, notes and payments', () => {
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

  it('adds a line: derived net and total while typing, new totals at once, the server order after', async () => {
    const answer = deferred<Response>();
    const saved = anOrder({ version: 4, totalValueGrossPrice: { amount: '137.00', currency: 'PLN' } });
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === `/api/orders/${orderId}/products` ? answer.promise : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    await userEvent.type(within(dialog).getByLabelText(/Nazwa/), 'Talerz');
    const quantity = within(dialog).getByLabelText(/Ilość/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(dialog).getByLabelText(/Cena brutto/), '12,30');
    expect(within(dialog).getByTestId('line-preview')).toHaveTextContent('Cena netto: 10,00 zł');
    expect(within(dialog).getByTestId('line-preview')).toHaveTextContent('Wartość brutto: 36,90 zł');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj produkt' }));

    await waitFor(() => expect(screen.getAllByTestId('product-line')).toHaveLength(2));
    expect(screen.getByTestId('total-gross')).toHaveTextContent('136,90 zł');
    expect(screen.getByTestId('remaining-amount')).toHaveTextContent('106,90 zł');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Talerz',
      sku: null,
      ean: null,
      url: null,
      imageUrl: null,
      quantity: 3,
      grossPrice: '12.30',
      tax: 23,
      version: 3,
    });

    answer.resolve(jsonResponse(200, mutation(saved, 'Produkt został dodany')));
    expect(await screen.findByText('Produkt został dodany')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-gross')).toHaveTextContent('137,00 zł'));
    expect(screen.queryByRole('dialog', { name: 'Dodaj produkt' })).not.toBeInTheDocument();
  });

  it('keeps the line dialog open with the input on a conflict and rolls the table back', async () => {
    serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === `/api/orders/${orderId}/products`
        ? jsonResponse(409, {
            error: { code: 'VERSION_CONFLICT', message: 'Ktoś inny zmienił te dane w międzyczasie.' },
          })
        : undefined,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dodaj produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj produkt' });
    await userEvent.type(within(dialog).getByLabelText(/Nazwa/), 'Talerz');
    await userEvent.type(within(dialog).getByLabelText(/Cena brutto/), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj produkt' }));
    expect(await within(dialog).findByTestId('version-conflict')).toHaveTextContent('Wczytaj ponownie');
    expect(within(dialog).getByLabelText(/Nazwa/)).toHaveValue('Talerz');
    expect(screen.getByText('Nie udało się zapisać produktu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-line')).toHaveLength(1));
    expect(screen.getByTestId('total-gross')).toHaveTextContent('100,00 zł');
  });

  it('counts a note as n/400, refuses blank text and adds it in its colour', async () => {
    const note = {
      id: 'b1b2c3d4-0000-4000-8000-000000000001',
      orderId,
      value: 'Zadzwonić',
      color: '#A5D8FF',
      createdBy: null,
      created: '2026-03-03T08:00:00.000Z',
    };
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === `/api/orders/${orderId}/notes`
        ? jsonResponse(200, mutation(anOrder({ notes: [note], version: 4 }), 'Notatka została dodana'))
        : undefined,
    );
    renderPage();
    const card = await screen.findByTestId('notes-card');
    const add = within(card).getByRole('button', { name: 'Dodaj notatkę' });
    const field = within(card).getByLabelText('Nowa notatka');
    expect(within(card).getByTestId('note-counter')).toHaveTextContent('0/400');
    await userEvent.type(field, '   ');
    expect(add).toBeDisabled();
    expect(field).toHaveAttribute('maxlength', '400');
    await userEvent.clear(field);
    await userEvent.type(field, 'Zadzwonić');
    expect(within(card).getByTestId('note-counter')).toHaveTextContent('9/400');
    await userEvent.click(within(card).getByRole('radio', { name: 'Kolor #A5D8FF' }));
    await userEvent.click(add);
    expect(await screen.findByText('Notatka została dodana')).toBeInTheDocument();
    expect(within(card).getByTestId('note')).toHaveTextContent('Zadzwonić');
    expect(field).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      value: 'Zadzwonić',
      color: '#A5D8FF',
      version: 3,
    });
  });

  it('records a payment, which lowers what is left to pay', async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === `/api/orders/${orderId}/payments`
        ? jsonResponse(
            200,
            mutation(
              anOrder({ alreadyPaidPrice: { amount: '80.00', currency: 'PLN' }, version: 4 }),
              'Płatność została zarejestrowana',
            ),
          )
        : undefined,
    );
    renderPage();
    const card = await screen.findByTestId('payment-card');
    expect(within(card).getByTestId('remaining-amount')).toHaveTextContent('70,00 zł');
    await userEvent.click(within(card).getByRole('button', { name: 'Zarejestruj wpłatę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zarejestruj wpłatę' });
    const amount = within(dialog).getByLabelText(/Kwota/);
    expect(amount).toHaveValue('70,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zarejestruj wpłatę' }));
    expect(await screen.findByText('Płatność została zarejestrowana')).toBeInTheDocument();
    expect(within(card).getByTestId('remaining-amount')).toHaveTextContent('20,00 zł');
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: '50', method: 'transfer', version: 3 });
  });

  it('asks before recording an overpayment, then shows it as an overpayment, not a negative amount due', async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'POST' && url === `/api/orders/${orderId}/payments`
        ? jsonResponse(
            200,
            mutation(
              anOrder({ alreadyPaidPrice: { amount: '1326.32', currency: 'PLN' }, version: 4 }),
              'Płatność została zarejestrowana',
            ),
          )
        : undefined,
    );
    renderPage();
    const card = await screen.findByTestId('payment-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Zarejestruj wpłatę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zarejestruj wpłatę' });
    const amount = within(dialog).getByLabelText(/Kwota/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1296,32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zarejestruj wpłatę' }));
    const warning = await within(dialog).findByTestId('overpayment-warning');
    expect(warning.textContent?.replace(/\s/g, ' ')).toContain('nadpłatę 1 226,32 zł');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(warning).getByRole('button', { name: 'Zarejestruj mimo to' }));
    expect(await screen.findByText('Płatność została zarejestrowana')).toBeInTheDocument();
    expect(within(card).getByTestId('balance-label')).toHaveTextContent('Nadpłata');
    expect(within(card).getByTestId('remaining-amount').textContent?.replace(/\s/g, ' ')).toBe('1 226,32 zł');
  });

  it('saves the payment method and the sales document from the payment card', async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'PATCH' && url === `/api/orders/${orderId}/payment`
        ? jsonResponse(
            200,
            mutation(anOrder({ paymentMethod: 'blik', version: 4 }), 'Dane płatności zapisane'),
          )
        : undefined,
    );
    renderPage();
    const card = await screen.findByTestId('payment-card');
    const select = within(card).getByRole('textbox', { name: 'Metoda płatności' });
    await userEvent.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    await userEvent.click(within(listbox).getByRole('option', { name: 'BLIK', hidden: true }));
    expect(await screen.findByText('Dane płatności zapisane')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      paymentMethod: 'blik',
      version: 3,
    });
  });
});
