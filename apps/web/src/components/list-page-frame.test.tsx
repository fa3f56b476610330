import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ListPageFrame } from './list-page-frame';
import type { QueryLike } from './query-state';

type List = { data: string[]; count: number };
const query = (data: List | undefined): QueryLike<List> => ({
  data,
  error: null,
  isPending: data === undefined,
  isError: false,
  refetch: vi.fn(),
});

function Frame({ data }: { data: List | undefined }) {
  return (
    <ListPageFrame
      card
      title="Magazyny"
      titleId="warehouses-title"
      subtitle="Magazyny konta"
      actions={<button type="button">Dodaj magazyn</button>}
      search={<input aria-label="Szukaj magazynu" />}
      query={query(data)}
      loadingLabel="Ładowanie magazynów..."
      errorMessage="Nie udało się pobrać magazynów"
      empty="Brak magazynów"
      pager={(loaded) => <p>Stron: {loaded.count}</p>}
      extra={<p>okno</p>}
    >
      {(loaded) => (
        <ul aria-label="Lista">
          {loaded.data.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListPageFrame>
  );
}

describe('ListPageFrame', () => {
  it('labels the section by its heading and shows actions, search, the list and the pager', () => {
    renderWithProviders(<Frame data={{ data: ['Główny'], count: 1 }} />);
    expect(screen.getByRole('region', { name: 'Magazyny' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj magazyn' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Szukaj magazynu' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lista' })).toHaveTextContent('Główny');
    expect(screen.getByText('Stron: 1')).toBeInTheDocument();
    expect(screen.getByText('okno')).toBeInTheDocument();
  });

  it('shows the loader or the empty text instead of the list and its pager', () => {
    const { unmount } = renderWithProviders(<Frame data={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie magazynów...');
    expect(screen.getByRole('textbox', { name: 'Szukaj magazynu' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Frame data={{ data: [], count: 0 }} />);
    expect(screen.getByText('Brak magazynów')).toBeInTheDocument();
    expect(screen.queryByText(/Stron:/)).toBeNull();
  });
});
