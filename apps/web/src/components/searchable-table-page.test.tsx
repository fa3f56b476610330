import { Table } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import type { QueryLike } from './query-state';
import { SearchableTablePage, usePagedSearch } from './searchable-table-page';

type List = { data: string[]; count: number };
const all = Array.from({ length: 30 }, (_, index) => `Pole ${index + 1}`);

/** Answers like the API: the rows matching the search, one page of them. */
function Page({ seen }: { seen: (params: { page: number; limit: number; search: string }) => void }) {
  const paging = usePagedSearch(20);
  seen({ page: paging.page, limit: paging.limit, search: paging.search });
  const matching = all.filter((row) => row.includes(paging.search));
  const query: QueryLike<List> = {
    data: {
      data: matching.slice((paging.page - 1) * paging.limit, paging.page * paging.limit),
      count: matching.length,
    },
    error: null,
    isPending: false,
    isError: false,
    refetch: vi.fn(),
  };
  return (
    <SearchableTablePage
      title="Pola własne"
      subtitle="Dodatkowe pola produktów"
      actions={<button type="button">Dodaj pole</button>}
      notice={<p>uwaga</p>}
      searchLabel="Szukaj pola"
      paging={paging}
      query={query}
      loadingLabel="Ładowanie pól..."
      errorTitle="Nie udało się pobrać pól"
      empty="Brak pól"
      emptySearch="Brak pól dla tego wyszukiwania"
      minWidth={600}
      columns={[{ label: 'Nazwa' }, { label: 'Akcje', align: 'right' }]}
      row={(row) => (
        <Table.Tr key={row}>
          <Table.Td>{row}</Table.Td>
          <Table.Td />
        </Table.Tr>
      )}
      pagerId="fields"
      extra={<p>okno</p>}
    />
  );
}

describe('SearchableTablePage', () => {
  it('shows the heading, its buttons, the table named by the title with its columns, and pages through rows', async () => {
    const seen = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<Page seen={seen} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pola własne' })).toBeInTheDocument();
    expect(screen.getByText('Dodatkowe pola produktów')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj pole' })).toBeInTheDocument();
    expect(screen.getByText('uwaga')).toBeInTheDocument();
    expect(screen.getByText('okno')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pola własne' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nazwa', 'Akcje']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await events.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(seen).toHaveBeenLastCalledWith({ page: 2, limit: 20, search: '' });
    expect(within(screen.getByRole('table')).getByText('Pole 30')).toBeInTheDocument();
  });

  it('searches from page 1 and says when the search found nothing', async () => {
    const seen = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<Page seen={seen} />);
    await events.click(screen.getByRole('button', { name: 'Następna strona' }));
    await events.type(screen.getByRole('textbox', { name: 'Szukaj pola' }), ' Pole 3 ');
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: 'Pole 3' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    await events.type(screen.getByRole('textbox', { name: 'Szukaj pola' }), 'x');
    expect(await screen.findByText('Brak pól dla tego wyszukiwania')).toBeInTheDocument();
  });
});
