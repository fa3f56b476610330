import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { combineQueries, QueryState, type QueryLike } from './query-state';

type List = { data: string[]; count: number };
const query = (state: Partial<QueryLike<List>>): QueryLike<List> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
});
const rows = (data: List) => (
  <ul>
    {data.data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows the loader with its label while the first answer is pending', () => {
    renderWithProviders(
      <QueryState query={query({ isPending: true })} loadingLabel="Ładowanie magazynów..." errorMessage="x">
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie magazynów...');
  });

  it('shows the error with "Spróbuj ponownie", which refetches', async () => {
    const failed = query({ isError: true, error: new Error('Brak uprawnień') });
    renderWithProviders(
      <QueryState query={failed} errorMessage={(error) => `Nie udało się: ${error.message}`}>
        {rows}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się: Brak uprawnień');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps loaded rows on a failed refetch only when asked to', () => {
    const failed = query({ isError: true, error: new Error('x'), data: { data: ['Alfa'], count: 1 } });
    const { unmount } = renderWithProviders(
      <QueryState query={failed} errorMessage="Błąd" keepDataOnError>
        {rows}
      </QueryState>,
    );
    expect(screen.getByText('Alfa')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <QueryState query={failed} errorMessage="Błąd">
        {rows}
      </QueryState>,
    );
    expect(screen.queryByText('Alfa')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Błąd');
  });

  it('shows the empty text for a list answer with no rows, else the children', () => {
    const { unmount } = renderWithProviders(
      <QueryState query={query({ data: { data: [], count: 0 } })} errorMessage="x" empty="Brak magazynów">
        {rows}
      </QueryState>,
    );
    expect(screen.getByText('Brak magazynów')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <QueryState
        query={query({ data: { data: ['Alfa'], count: 1 } })}
        errorMessage="x"
        empty="Brak magazynów"
      >
        {rows}
      </QueryState>,
    );
    expect(screen.getByText('Alfa')).toBeInTheDocument();
    expect(screen.queryByText('Brak magazynów')).toBeNull();
  });

  it('combines two queries: pending while either is, data when both have it, retry refetches both', async () => {
    const first = query({ data: { data: ['A'], count: 1 } });
    const second = query({ isError: true, error: new Error('druga') });
    renderWithProviders(
      <QueryState query={combineQueries(first, second)} errorMessage={(error) => error.message}>
        {() => 'ok'}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('druga');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(second.refetch).toHaveBeenCalledTimes(1);
    expect(combineQueries(query({ isPending: true }), first).isPending).toBe(true);
  });
});
