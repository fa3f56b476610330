import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productMessages } from '@zaplecze/contract/products/products';
import { sessionStore } from '../../../lib/session';
import { jsonResponse } from '../../../test/render';
import { aProduct, productId, signInWith } from './__fixtures__/product';
import { renderEditor, serve, type Call } from './__fixtures__/serve';

const fetchMock = vi.fn();
const puts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

describe('product editor: saving, conflicts and unsaved changes', () => {
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

  it('on a stale version keeps the input, loads the other version under it and saves with the new version', async () => {
    let stored = aProduct();
    let firstPut = true;
    const calls = serve(fetchMock, ({ method, url, body }) => {
      if (method === 'GET' && url === `/api/products/${productId}`) return jsonResponse(200, stored);
      if (method !== 'PUT') return undefined;
      if (firstPut) {
        firstPut = false;
        // Someone else renamed the EAN and saved meanwhile.
        stored = aProduct({ ean: '5901234123457', version: 4 });
        return jsonResponse(409, { error: { code: 'VERSION_CONFLICT', message: productMessages.stale } });
      }
      return jsonResponse(200, aProduct({ ...(body as object), version: 5 } as never));
    });
    const events = userEvent.setup();
    renderEditor();
    const name = await screen.findByLabelText(/^Nazwa/);
    await events.clear(name);
    await events.type(name, 'Kubek mój');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByTestId('version-conflict')).toHaveTextContent(
      'Produkt został zmieniony przez kogoś innego',
    );
    expect(name).toHaveValue('Kubek mój');
    await events.click(screen.getByRole('button', { name: 'Wczytaj aktualną wersję' }));
    await waitFor(() => expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nazwa/)).toHaveValue('Kubek mój');
    expect(screen.getByLabelText('EAN')).toHaveValue('5901234123457');

    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[0]).toMatchObject({ name: 'Kubek mój', version: 3 });
    expect(puts(calls)[1]).toMatchObject({ name: 'Kubek mój', ean: '5901234123457', version: 4 });
    expect(await screen.findByRole('heading', { name: 'Kubek mój' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving goes', async () => {
    serve(fetchMock);
    const events = userEvent.setup();
    const { router } = renderEditor();
    const name = await screen.findByLabelText(/^Nazwa/);
    await events.type(name, ' XL');
    // Moving between the product's tabs is not leaving it.
    await events.click(screen.getByRole('tab', { name: 'Parametry i warianty' }));
    expect(router.state.location.pathname).toBe(`/dashboard/products/${productId}/parameters`);
    expect(screen.queryByText('Niezapisane zmiany')).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Wróć do listy produktów' }));
    expect(await screen.findByText(/Masz niezapisane zmiany w produkcie/)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Zostań' }));
    expect(router.state.location.pathname).toBe(`/dashboard/products/${productId}/parameters`);
    await events.click(screen.getByRole('tab', { name: 'Informacje podstawowe' }));
    expect(screen.getByLabelText(/^Nazwa/)).toHaveValue('Kubek ceramiczny XL');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await events.click(screen.getByRole('link', { name: 'Wróć do listy produktów' }));
    await events.click(await screen.findByRole('button', { name: 'Wyjdź bez zapisywania' }));
    expect(await screen.findByText('Lista produktów')).toBeInTheDocument();
  });

  it('lets the user leave without asking when nothing changed, even after visiting every tab', async () => {
    serve(fetchMock, ({ url }) =>
      url.startsWith(`/api/products/${productId}/history`)
        ? jsonResponse(200, { data: [], count: 0, page: 1, limit: 10 })
        : undefined,
    );
    const events = userEvent.setup();
    renderEditor();
    await screen.findByLabelText(/^Nazwa/);
    for (const tab of [
      'Opisy',
      'Ceny',
      'Zdjęcia',
      'Parametry i warianty',
      'GPSR',
      'Wymiary i wysyłka',
      'Pola własne',
      'Historia',
    ])
      await events.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText('Brak zmian w historii produktu.')).toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await events.click(screen.getByRole('link', { name: 'Wróć do listy produktów' }));
    expect(await screen.findByText('Lista produktów')).toBeInTheDocument();
  });

  it('copies the product and opens the copy; deletes it after the confirm and returns to the list', async () => {
    const copyId = '5a1e0c3e-0000-4000-8000-000000000077';
    const copy = aProduct({ id: copyId, name: 'Kubek ceramiczny (kopia)', sku: 'KUB-001-KOPIA' });
    const calls = serve(fetchMock, ({ method, url }) => {
      if (method === 'POST' && url === `/api/products/${productId}/copy`) return jsonResponse(201, copy);
      if (method === 'GET' && url === `/api/products/${copyId}`) return jsonResponse(200, copy);
      if (method === 'DELETE' && url === `/api/products/${copyId}`)
        return new Response(null, { status: 204 });
      return undefined;
    });
    const events = userEvent.setup();
    const { router } = renderEditor();
    await events.click(await screen.findByRole('button', { name: 'Akcje produktu' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Kopiuj', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Kubek ceramiczny (kopia)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/products/${copyId}/basic-info`);

    await events.click(screen.getByRole('button', { name: 'Akcje produktu' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Usuń', hidden: true }));
    expect(await screen.findByText(/Czy na pewno chcesz usunąć produkt/)).toHaveTextContent(
      'Kubek ceramiczny (kopia)',
    );
    await events.click(screen.getByTestId('confirm-modal-confirm'));
    expect(await screen.findByText('Lista produktów')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/products/${copyId}`)).toBe(
      true,
    );
  });

  it('shows a read-only editor without Zapisz to a user with PIM read only', async () => {
    signInWith(['pim.read']);
    serve(fetchMock);
    renderEditor();
    expect(await screen.findByText('Masz uprawnienia tylko do podglądu produktu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zapisz' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nazwa/ })).toBeDisabled();
  });
});
