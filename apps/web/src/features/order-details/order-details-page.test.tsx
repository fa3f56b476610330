import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { jsonResponse } from '../../test/render';
import { openSelect } from './__fixtures__/select';
import { anOrder, mutation, orderId, otherOrderId, signInWith, statuses } from './__fixtures__/order';
import { renderPage, serve } from './__fixtures__/serve';

const fetchMock = vi.fn();

describe('order details page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInWith(['oms.read', 'oms.edit', 'oms.delete']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('shows a loader, then the header, the lines with totals and what is left to pay', async () => {
    serve(fetchMock);
    renderPage();
    expect(screen.getByText('Ładowanie zamówienia...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zamówienie #42', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('order-dates')).toHaveTextContent('Utworzone: 01.03.2026');
    expect(screen.getByText('Kubek ceramiczny')).toBeInTheDocument();
    expect(screen.getByTestId('total-gross')).toHaveTextContent('100,00 zł');
    expect(screen.getByTestId('remaining-amount')).toHaveTextContent('70,00 zł');
    expect(screen.getByRole('link', { name: 'Wróć do listy zamówień' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
  });

  it("passes the list's filter and sort to previous/next and keeps them when moving", async () => {
    const calls = serve(fetchMock, ({ url }) =>
      url.startsWith(`/api/orders/${orderId}/neighbours`)
        ? jsonResponse(200, { previousId: null, nextId: otherOrderId })
        : url === `/api/orders/${otherOrderId}`
          ? jsonResponse(200, anOrder({ id: otherOrderId, no: 41 }))
          : url.startsWith(`/api/orders/${otherOrderId}/neighbours`)
            ? jsonResponse(200, { previousId: orderId, nextId: null })
            : undefined,
    );
    const { router } = renderPage(
      `/dashboard/orders/${orderId}?sort=number&dir=asc&status=${statuses[0]!.id}`,
    );
    await screen.findByRole('heading', { name: 'Zamówienie #42' });
    const neighbours = calls.find((call) => call.url.includes('/neighbours'))!;
    expect(neighbours.url).toContain('sort=number');
    expect(neighbours.url).toContain('direction=asc');
    expect(neighbours.url).toContain(`statusId=${statuses[0]!.id}`);
    expect(screen.getByRole('link', { name: 'Wróć do listy zamówień' })).toHaveAttribute(
      'href',
      `/dashboard/orders?sort=number&dir=asc&status=${statuses[0]!.id}`,
    );

    expect(screen.getByRole('button', { name: 'Poprzednie zamówienie' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Następne zamówienie' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(next).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowRight');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(await screen.findByRole('heading', { name: 'Zamówienie #41' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?sort=number&dir=asc&status=${statuses[0]!.id}`);
  });

  it("says 'Nie znaleziono zamówienia' for an unknown order", async () => {
    serve(fetchMock, ({ url }) =>
      url === `/api/orders/${orderId}`
        ? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Nie znaleziono zamówienia.' } })
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono zamówienia' })).toBeInTheDocument();
  });

  it('shows the error of spec 001 §8 with a retry that loads the order', async () => {
    let failures = 0;
    serve(fetchMock, ({ url }) => {
      if (url !== `/api/orders/${orderId}` || failures >= 3) return undefined;
      failures += 1;
      return jsonResponse(500, { error: { code: 'INTERNAL', message: 'Błąd' } });
    });
    renderPage();
    expect(
      await screen.findByText('Wystąpił błąd spróbuj ponownie później', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Zamówienie #42' })).toBeInTheDocument();
  }, 15_000);

  it('confirms a new status showing old and new; cancel keeps the old one, confirm saves it', async () => {
    const events = userEvent.setup();
    const shipped = statuses[1]!;
    const calls = serve(fetchMock, ({ method, url }) =>
      method === 'PUT' && url === `/api/orders/${orderId}/status`
        ? jsonResponse(
            200,
            mutation(anOrder({ statusId: shipped.id, version: 4 }), 'Status zamówienia został zmieniony'),
          )
        : undefined,
    );
    renderPage();
    const select = await screen.findByRole('textbox', { name: 'Status zamówienia' });
    await waitFor(() => expect(select).toHaveValue('Nowe'));

    const options = await openSelect(events, select);
    expect(options.texts).toEqual(['Do wyjaśnienia', 'Nowe', 'Wysłane']);
    await options.choose('Wysłane');
    let dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówienia' });
    expect(within(dialog).getByTestId('status-change')).toHaveTextContent(
      /Obecny status\s*Nowe.*Nowy status\s*Wysłane/,
    );
    await events.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(select).toHaveValue('Nowe');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await (await openSelect(events, select)).choose('Wysłane');
    dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówienia' });
    await events.type(within(dialog).getByLabelText('Komentarz (opcjonalnie)'), 'Nadane');
    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    expect(await screen.findByText('Status zamówienia został zmieniony')).toBeInTheDocument();
    expect(select).toHaveValue('Wysłane');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      statusId: shipped.id,
      comment: 'Nadane',
      version: 3,
    });
  });

  it('deletes only after USUN is typed exactly, then returns to the list', async () => {
    const events = userEvent.setup();
    const calls = serve(fetchMock, ({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { router } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Usuń zamówienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń zamówienie #42' });
    const confirm = within(dialog).getByRole('button', { name: 'Usuń zamówienie' });
    const input = within(dialog).getByLabelText('Słowo potwierdzające');
    expect(confirm).toBeDisabled();
    await events.type(input, 'usun');
    expect(confirm).toBeDisabled();
    await events.clear(input);
    await events.type(input, 'USUN ');
    expect(confirm).toBeDisabled();
    await events.type(input, '{Backspace}');
    expect(confirm).toBeEnabled();
    await events.click(confirm);
    expect(await screen.findByText('Zamówienie zostało usunięte')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/orders/${orderId}`,
    ]);
  });

  it('hides editing and deleting from a read-only role', async () => {
    signInWith(['oms.read']);
    serve(fetchMock);
    renderPage();
    await screen.findByRole('heading', { name: 'Zamówienie #42' });
    expect(screen.queryByRole('button', { name: 'Usuń zamówienie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj produkt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edytuj:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status zamówienia' })).toBeDisabled();
  });
});
