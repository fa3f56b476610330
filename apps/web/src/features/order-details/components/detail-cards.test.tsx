import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { anOrder, mutation, orderId, signInWith } from '../__fixtures__/order';
import { renderPage, serve } from '../__fixtures__/serve';

const fetchMock = vi.fn();
const contactUrl = `/api/orders/${orderId}/contact`;
const billingUrl = `/api/orders/${orderId}/billing`;
const conflict = () =>
  jsonResponse(409, {
    error: {
      code: 'VERSION_CONFLICT',
      message: 'Ktoś inny zmienił te dane w międzyczasie. Odśwież, aby zobaczyć aktualną wersję.',
    },
  });

async function openCard(testId: string, title: string) {
  const card = await screen.findByTestId(testId);
  await userEvent.click(within(card).getByRole('button', { name: `Edytuj: ${title}` }));
  return card;
}

describe('detail cards', () => {
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

  it("ends edit mode with 'Brak zmian do zapisania' and sends nothing when nothing changed", async () => {
    const calls = serve(fetchMock);
    renderPage();
    const card = await openCard('contact-card', 'Dane kontaktowe');
    const phone = within(card).getByLabelText('Telefon');
    expect(phone).toHaveValue('+48 600 100 200');
    // Blank keeps the stored value, so clearing a field is not a change either.
    await userEvent.clear(within(card).getByLabelText('Marketplace'));
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Brak zmian do zapisania')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(within(card).getByText('Allegro')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("marks invalid fields and says 'Popraw błędy w formularzu'", async () => {
    const calls = serve(fetchMock);
    renderPage();
    const card = await openCard('contact-card', 'Dane kontaktowe');
    const email = within(card).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'jan@');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Popraw błędy w formularzu')).toBeInTheDocument();
    expect(within(card).getByText('Podaj poprawny adres email')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves only the changed field with the version and shows the exact success text', async () => {
    const saved = anOrder({ phoneNumber: '+48 500 000 111', version: 4 });
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'PATCH' && url === contactUrl
        ? jsonResponse(200, mutation(saved, 'Dane kontaktowe zapisane'))
        : undefined,
    );
    renderPage();
    const card = await openCard('contact-card', 'Dane kontaktowe');
    const phone = within(card).getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '  +48 500 000 111 ');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane kontaktowe zapisane')).toBeInTheDocument();
    expect(within(card).getByText('+48 500 000 111')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      phoneNumber: '+48 500 000 111',
      version: 3,
    });
  });

  it('on a conflict keeps the input, offers to reload, and saves with the new version after it', async () => {
    let patches = 0;
    let reloaded = false;
    const theirs = anOrder({ email: 'inna@example.pl', version: 5 });
    const calls = serve(fetchMock, ({ method, url }) => {
      if (method === 'GET' && url === `/api/orders/${orderId}` && reloaded) return jsonResponse(200, theirs);
      if (method !== 'PATCH' || url !== contactUrl) return undefined;
      patches += 1;
      return patches === 1
        ? conflict()
        : jsonResponse(
            200,
            mutation({ ...theirs, phoneNumber: '+48 500 000 111', version: 6 }, 'Dane kontaktowe zapisane'),
          );
    });
    renderPage();
    const card = await openCard('contact-card', 'Dane kontaktowe');
    const phone = within(card).getByLabelText('Telefon');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+48 500 000 111');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));

    expect(
      await within(card).findByText(/Ktoś inny zmienił to zamówienie w międzyczasie/),
    ).toBeInTheDocument();
    expect(screen.getByText('Nie udało się zapisać danych kontaktowych')).toBeInTheDocument();
    expect(within(card).getByLabelText('Telefon')).toHaveValue('+48 500 000 111');

    reloaded = true;
    await userEvent.click(within(card).getByRole('button', { name: 'Wczytaj ponownie' }));
    await waitFor(() => expect(within(card).queryByTestId('version-conflict')).not.toBeInTheDocument());
    expect(within(card).getByLabelText('Telefon')).toHaveValue('+48 500 000 111');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane kontaktowe zapisane')).toBeInTheDocument();
    const bodies = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(bodies).toEqual([
      { phoneNumber: '+48 500 000 111', version: 3 },
      { phoneNumber: '+48 500 000 111', version: 5 },
    ]);
  });

  it('rolls the shown values back when a save fails', async () => {
    serve(fetchMock, ({ method, url }) =>
      method === 'PATCH' && url === contactUrl
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Wystąpił nieoczekiwany błąd serwera.' } })
        : undefined,
    );
    renderPage();
    const card = await openCard('contact-card', 'Dane kontaktowe');
    await userEvent.clear(within(card).getByLabelText('Marketplace'));
    await userEvent.type(within(card).getByLabelText('Marketplace'), 'eBay');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nie udało się zapisać danych kontaktowych')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Anuluj' }));
    expect(within(card).getByText('Allegro')).toBeInTheDocument();
  });

  it('shows the NIP only for an invoice and validates it there', async () => {
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'PATCH' && url === billingUrl
        ? jsonResponse(
            200,
            mutation(anOrder({ prepareInvoice: true, version: 4 }), 'Dane rozliczeniowe zapisane'),
          )
        : undefined,
    );
    renderPage();
    const card = await openCard('billing-card', 'Dane rozliczeniowe');
    expect(within(card).queryByLabelText(/NIP/)).not.toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(/Ulica/), 'Prosta');
    await userEvent.type(within(card).getByLabelText(/Nr budynku/), '7');
    await userEvent.type(within(card).getByLabelText(/Miasto/), 'Kraków');
    await userEvent.click(within(card).getByRole('radio', { name: 'Faktura' }));
    const nip = within(card).getByLabelText(/NIP/);
    await userEvent.type(nip, '123');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await within(card).findByText('Podaj poprawny NIP')).toBeInTheDocument();
    expect(screen.getByText('Popraw błędy w formularzu')).toBeInTheDocument();

    await userEvent.clear(nip);
    await userEvent.type(nip, '526-025-02-74');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Dane rozliczeniowe zapisane')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      version: 3,
      documentType: 'invoice',
      street: 'Prosta',
      buildingNumber: '7',
      city: 'Kraków',
      nip: '526-025-02-74',
    });
  });
});
