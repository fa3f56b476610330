import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signInAdmin } from '../../test/session';
import { ParameterGroupsTab } from './parameter-groups-tab';

const group = (index: number) => ({
  id: `0b7c4e1a-3333-4a2b-8c3d-${String(index).padStart(12, '0')}`,
  name: `Grupa ${index}`,
  labelPl: index === 1 ? 'Wymiary' : null,
  labelEn: null,
  parametersCount: index,
  version: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  modifiedAt: '2026-11-23T10:00:00.000Z',
});
const groups = Array.from({ length: 25 }, (_, index) => group(index + 1));

const fetchMock = vi.fn();
const urls: string[] = [];

describe('ParameterGroupsTab', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    urls.length = 0;
    fetchMock.mockImplementation(async (url: string) => {
      urls.push(url);
      const query = new URL(url, 'http://x').searchParams;
      if (!url.startsWith('/api/parameter-groups')) throw new Error(`unexpected ${url}`);
      const search = query.get('search') ?? '';
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const matching = groups.filter((row) => row.name.includes(search));
      return jsonResponse(200, {
        data: matching.slice((page - 1) * limit, page * limit),
        count: matching.length,
      });
    });
    signInAdmin();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the groups in a named table with row actions, pages through them and says when a search finds none', async () => {
    const events = userEvent.setup();
    renderWithProviders(
      <ModalsProvider>
        <ParameterGroupsTab />
      </ModalsProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Grupy parametrów' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nazwa grupy', 'Etykieta (polski)', 'Etykieta (angielski)', 'Parametrów', 'Akcje']);
    expect(within(table).getAllByTestId('group-row')).toHaveLength(20);
    expect(within(table).getAllByTestId('group-row')[0]).toHaveTextContent('Grupa 1Wymiary—1');
    expect(within(table).getByRole('button', { name: 'Edytuj grupę Grupa 1' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('Grupa 25')).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: /Szukaj/ }), 'brak');
    expect(await screen.findByText('Brak grup pasujących do wyszukiwania')).toBeInTheDocument();
    await waitFor(() => expect(urls.at(-1)).toContain('page=1'));
    await events.click(screen.getByRole('button', { name: 'Importuj CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Import grup parametrów z CSV' })).toBeInTheDocument();
  });
});
