import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PulpitResponse } from '@zaplecze/contract/pulpit/pulpit';
import { decodeListFilter } from '../../lib/orders-list-url';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { emptyPulpit, pulpitData } from './__fixtures__/pulpit';
import { Component as PulpitPage } from './pulpit-page';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
let pulpitAnswer: (url: URL) => PulpitResponse;

function renderPage(path = '/dashboard/summary') {
  return renderRoutes(
    [
      { path: '/dashboard/summary', Component: PulpitPage },
      { path: '/dashboard/orders', element: <p>Lista zamówień</p> },
    ],
    path,
  );
}

const filterOf = (href: string) => decodeListFilter(new URL(href, 'http://localhost').searchParams.get('f')!);

describe('Pulpit page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    pulpitAnswer = () => pulpitData();
    fetchMock.mockImplementation(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === '/api/pulpit') return jsonResponse(200, pulpitAnswer(parsed));
      if (parsed.pathname === '/api/system/disk') return jsonResponse(200, { usedPercent: 40, level: 'ok' });
      throw new Error(`unexpected ${url}`);
    });
    sessionStore.signIn('token', {
      id: 'u1',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: 'a1',
      companyName: 'Sklep',
      permissions: ['oms.read', 'pim.read'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
  });

  it('shows the figures in Polish formats with the change and links each tile to the filtered list', async () => {
    renderPage();
    const tiles = await screen.findByRole('region', { name: 'Liczby okresu' });
    const orders = within(tiles).getByRole('link', { name: /^Zamówienia:/ });
    expect(orders).toHaveTextContent('1 234');
    expect(orders).toHaveTextContent('+50,1%');
    expect(orders).toHaveTextContent('poprzednio: 822');
    expect(filterOf(orders.getAttribute('href')!)).toEqual({
      operator: 'AND',
      conditions: [
        { fieldId: 'orderDate', operator: 'after', value: '2026-03-28' },
        { fieldId: 'orderDate', operator: 'before', value: '2026-03-30' },
      ],
      groups: [],
    });
    const sales = within(tiles).getByRole('link', { name: /^Sprzedaż brutto:/ });
    expect(sales).toHaveTextContent('1 234,56 zł');
    expect(sales).toHaveTextContent('−38,3%');
    expect(sales).toHaveTextContent('oraz 40,00 EUR');
    expect(within(tiles).getByRole('link', { name: /^Zwroty:/ })).toHaveTextContent('—');
    expect(screen.getByText('29.03.2026 · w porównaniu z 28.03.2026')).toBeInTheDocument();
  });

  it('lists what needs attention with plurals, and links the waiting orders to the list with that filter', async () => {
    renderPage();
    const attention = await screen.findByRole('region', { name: 'Wymaga uwagi' });
    const waiting = await within(attention).findByRole('link', { name: '12 zamówień czeka ponad 3 dni' });
    expect(filterOf(waiting.getAttribute('href')!)).toEqual({
      operator: 'AND',
      conditions: [{ fieldId: 'orderDate', operator: 'before', value: '2026-03-26' }],
      groups: [
        {
          operator: 'OR',
          conditions: [
            { fieldId: 'status', operator: 'equals', value: 's1' },
            { fieldId: 'status', operator: 'equals', value: 's2' },
          ],
          groups: [],
        },
      ],
    });
    expect(
      within(attention).getByText('ponad 1 000 produktów z niskim stanem (poniżej 5 szt.)'),
    ).toBeInTheDocument();
    expect(
      within(attention).getByText('2 produkty bez stanu przy otwartych rezerwacjach'),
    ).toBeInTheDocument();
    expect(within(attention).getByText('Okres próbny: zostało 5 dni')).toBeInTheDocument();
    expect(within(attention).getByLabelText('Zamówienia: 1 234 z 5 000')).toBeInTheDocument();
    await userEvent.click(waiting);
    expect(await screen.findByText('Lista zamówień')).toBeInTheDocument();
  });

  it('switches the period: asks the server again and keeps the period in the URL', async () => {
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Liczby okresu' });
    pulpitAnswer = (url) =>
      pulpitData({
        period: url.searchParams.get('period') as PulpitResponse['period'],
        range: { from: '2026-03-23', to: '2026-03-29', days: 7 },
      });
    await userEvent.click(screen.getByRole('radio', { name: '7 dni' }));
    await waitFor(() => expect(screen.getByText(/^23\.03\.2026 – 29\.03\.2026/)).toBeInTheDocument());
    expect(router.state.location.search).toBe('?okres=7d');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('period=7d'))).toBe(true);
  });

  it('gives each chart a table view with links', async () => {
    renderPage();
    const sales = await screen.findByRole('region', { name: 'Zamówienia i sprzedaż dziennie' });
    await userEvent.click(await within(sales).findByRole('radio', { name: 'Tabela' }));
    const day = within(sales).getByRole('link', { name: '29.03.2026' });
    expect(within(sales).getByRole('row', { name: /29\.03\.2026/ })).toHaveTextContent('1 234,56 zł');
    expect(filterOf(day.getAttribute('href')!)!.conditions).toHaveLength(2);
    const sources = screen.getByRole('region', { name: 'Zamówienia według źródła' });
    await userEvent.click(within(sources).getByRole('radio', { name: 'Tabela' }));
    const allegro = within(sources).getByRole('link', { name: 'Allegro' });
    expect(filterOf(allegro.getAttribute('href')!)!.conditions[2]).toEqual({
      fieldId: 'source',
      operator: 'equals',
      value: 'allegro',
    });
    const statuses = screen.getByRole('region', { name: 'Zamówienia według grupy statusów' });
    expect(within(statuses).getByRole('link', { name: 'Do realizacji' }).getAttribute('href')).toContain(
      'group=g1',
    );
    const top = screen.getByRole('region', { name: 'Najlepiej sprzedające się produkty (sztuki)' });
    await userEvent.click(within(top).getByRole('radio', { name: 'Tabela' }));
    expect(within(top).getByRole('row', { name: /Kubek ceramiczny/ })).toHaveTextContent('624,75');
  });

  it('says what to do when the period has no orders', async () => {
    pulpitAnswer = () => emptyPulpit();
    renderPage();
    expect(
      await screen.findByText('Brak zamówień w tym okresie. Wybierz dłuższy okres albo dodaj zamówienie.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Brak zamówień w tym okresie').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Brak sprzedanych produktów w tym okresie')).toHaveLength(2);
  });

  it('shows no order figures to a user without OMS read', async () => {
    pulpitAnswer = () =>
      pulpitData({ orders: null, attention: { ...pulpitData().attention, waitingOrders: null } });
    renderPage();
    expect(await screen.findByText(/uprawnieniem do odczytu zamówień/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Liczby okresu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zamówienia i sprzedaż dziennie' })).not.toBeInTheDocument();
  });
});
