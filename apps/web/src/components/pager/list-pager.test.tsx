import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListPager } from './list-pager';

describe('ListPager', () => {
  it('shows the range, the page size and the pages, and asks for another page', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <ListPager
        id="fields"
        page={2}
        limit={10}
        count={95}
        onPageChange={onPageChange}
        onLimitChange={() => {}}
      />,
    );
    expect(screen.getByText('Pokazano 11 - 20 z 95')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Na stronie' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Strona 10' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Strona 10' }));
    expect(onPageChange.mock.calls).toEqual([[3], [10]]);
  });
});
