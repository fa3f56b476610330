import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CappedListPage, useListSearch } from './capped-list-page';

type List = { data: string[]; count: number };
const all = ['Główny', 'Zapasowy'];

function Page({ canAdd, onAdd, atCap }: { canAdd: boolean; onAdd: () => void; atCap: boolean }) {
  const search = useListSearch();
  const data = all.filter((row) => row.includes(search.search));
  return (
    <CappedListPage<List>
      title="Magazyny"
      titleId="warehouses-title"
      subtitle="Magazyny konta"
      canAdd={canAdd}
      addLabel="Dodaj magazyn"
      onAdd={onAdd}
      addDisabled={atCap}
      addTitle={atCap ? 'Osiągnięto limit' : undefined}
      searchLabel="Szukaj magazynu"
      search={search}
      countText={`${all.length} magazyny`}
      query={{
        data: { data, count: data.length },
        error: null,
        isPending: false,
        isError: false,
        refetch: vi.fn(),
      }}
      loadingLabel="Ładowanie magazynów..."
      errorMessage={() => 'Nie udało się pobrać magazynów'}
      empty="Brak magazynów"
      noResults="Brak wyników"
      extra={<p>okno</p>}
    >
      {(list) => (
        <ul aria-label="Lista">
          {list.data.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </CappedListPage>
  );
}

describe('CappedListPage', () => {
  it('shows the heading, the add button, the count, the list, and searches with "no results" when nothing matches', async () => {
    const onAdd = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<Page canAdd onAdd={onAdd} atCap={false} />);
    expect(screen.getByRole('region', { name: 'Magazyny' })).toHaveTextContent('Magazyny konta');
    expect(screen.getByText('2 magazyny')).toBeInTheDocument();
    expect(screen.getByText('okno')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lista' })).toHaveTextContent('GłównyZapasowy');
    await events.click(screen.getByRole('button', { name: 'Dodaj magazyn' }));
    expect(onAdd).toHaveBeenCalledOnce();
    await events.type(screen.getByRole('textbox', { name: 'Szukaj magazynu' }), ' Zap ');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Lista' })).toHaveTextContent(/^Zapasowy$/));
    await events.type(screen.getByRole('textbox', { name: 'Szukaj magazynu' }), 'x');
    expect(await screen.findByText('Brak wyników')).toBeInTheDocument();
  });

  it('disables the add button at the cap, saying why, and hides it from a non-editor', () => {
    const { unmount } = renderWithProviders(<Page canAdd onAdd={vi.fn()} atCap />);
    expect(screen.getByRole('button', { name: 'Dodaj magazyn' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dodaj magazyn' })).toHaveAttribute(
      'title',
      'Osiągnięto limit',
    );
    unmount();
    renderWithProviders(<Page canAdd={false} onAdd={vi.fn()} atCap={false} />);
    expect(screen.queryByRole('button', { name: 'Dodaj magazyn' })).not.toBeInTheDocument();
  });
});
