import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roleMessages } from '@zaplecze/contract/roles/roles';
import { jsonResponse, renderRoutes } from '../../test/render';
import { requestsTo, role, roles, tabRoute } from './__fixtures__/data';
import { Component as RolesTab } from './roles-tab';

const fetchMock = vi.fn();
const renderTab = () => renderRoutes(tabRoute('/roles', RolesTab), '/roles');
const cardOf = (name: string) =>
  screen.getAllByTestId('role-card').find((card) => within(card).queryByRole('heading', { name }))!;

describe('roles tab', () => {
  let releaseSave: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (input === '/api/roles' && init?.method === 'POST') {
        await new Promise<void>((resolve) => (releaseSave = resolve));
        const body = JSON.parse(init.body as string);
        return jsonResponse(201, role({ id: '1a2b3c4d-0000-4000-8000-000000000001', ...body }));
      }
      if (input === '/api/roles') return jsonResponse(200, { data: roles });
      throw new Error(`unexpected ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('shows each role with its levels and a Polish user count, and the actions the role allows', async () => {
    renderTab();
    await screen.findAllByTestId('role-card');
    const admin = cardOf('Administrator');
    expect(within(admin).getByText('1 użytkownik')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Edytuj rolę/ })).not.toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Kopiuj rolę/ })).not.toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Usuń rolę/ })).not.toBeInTheDocument();

    const seller = cardOf('Sprzedawca');
    expect(within(seller).getByText('3 użytkownicy')).toBeInTheDocument();
    expect(within(seller).getByTestId('level-badges')).toHaveTextContent('OMS: Edycja');
    expect(within(seller).getByTestId('level-badges')).toHaveTextContent('WMS: Brak dostępu');
    expect(within(seller).getByRole('button', { name: 'Edytuj rolę Sprzedawca' })).toBeInTheDocument();
    expect(within(seller).queryByRole('button', { name: /Usuń rolę/ })).not.toBeInTheDocument();

    const custom = cardOf('Tylko zamówienia');
    expect(within(custom).getByText('5 użytkowników')).toBeInTheDocument();
    expect(within(custom).getByRole('button', { name: 'Usuń rolę Tylko zamówienia' })).toBeInTheDocument();
  });

  it('preselects read in every module, keeps read while another action is checked and summarises the level', async () => {
    renderTab();
    const form = await screen.findByRole('form', { name: 'Nowa rola' });
    const oms = within(form).getByRole('group', { name: 'Zamówienia (OMS)' });
    for (const module of [
      'Zgłoszenia (Ticket)',
      'Zamówienia (OMS)',
      'Magazyn (WMS)',
      'Produkty (PIM)',
      'Sprzedaż (POS)',
    ]) {
      expect(
        within(within(form).getByRole('group', { name: module })).getByRole('checkbox', { name: 'Odczyt' }),
      ).toBeChecked();
    }
    const summary = within(form).getByTestId('level-badges');
    expect(summary).toHaveTextContent('OMS: Odczyt');

    const events = userEvent.setup();
    await events.click(within(oms).getByRole('checkbox', { name: 'Edycja' }));
    expect(summary).toHaveTextContent('OMS: Edycja');
    expect(within(oms).getByRole('checkbox', { name: 'Odczyt' })).toBeDisabled();

    const pim = within(form).getByRole('group', { name: 'Produkty (PIM)' });
    await events.click(within(pim).getByRole('checkbox', { name: 'Odczyt' }));
    expect(summary).toHaveTextContent('PIM: Brak dostępu');
  });

  it('requires a name, then sends the role and says "Zapisywanie..." while saving', async () => {
    renderTab();
    const form = await screen.findByRole('form', { name: 'Nowa rola' });
    const events = userEvent.setup();
    await events.click(within(form).getByRole('button', { name: 'Utwórz rolę' }));
    expect(await within(form).findByText(roleMessages.nameRequired)).toBeInTheDocument();
    expect(
      requestsTo(fetchMock.mock.calls, '/api/roles').filter(({ init }) => init?.method === 'POST'),
    ).toHaveLength(0);

    await events.type(within(form).getByLabelText(/^Nazwa roli/), 'Tylko odczyt');
    for (const module of [
      'Zgłoszenia (Ticket)',
      'Magazyn (WMS)',
      'Produkty (PIM)',
      'Sprzedaż (POS)',
      'Pliki',
    ]) {
      await events.click(
        within(within(form).getByRole('group', { name: module })).getByRole('checkbox', { name: 'Odczyt' }),
      );
    }
    await events.click(within(form).getByRole('button', { name: 'Utwórz rolę' }));
    expect(await within(form).findByRole('button', { name: 'Zapisywanie...' })).toBeDisabled();
    const post = requestsTo(fetchMock.mock.calls, '/api/roles').find(({ init }) => init?.method === 'POST')!;
    expect(JSON.parse(post.init.body as string)).toEqual({
      name: 'Tylko odczyt',
      description: '',
      permissions: ['oms.read'],
    });
    releaseSave();
    expect(await screen.findByText('Rola „Tylko odczyt” została utworzona.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Nazwa roli/)).toHaveValue(''));
  });
});
