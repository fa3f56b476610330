import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageButtons } from './page-buttons';

const labels = {
  nav: 'Stronicowanie',
  previous: 'Poprzednia',
  next: 'Następna',
  page: (page: number) => `Strona ${page}`,
};

describe('page buttons', () => {
  it('shows pages and gaps, marks the current page and asks only for another page in range', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(
      <PageButtons page={1} total={9} items={[1, 2, 'gap', 9]} onPageChange={onPageChange} labels={labels} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Stronicowanie' });
    expect(nav).toHaveTextContent('12…9');
    expect(screen.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Strona 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Strona 9' }));
    expect(onPageChange.mock.calls).toEqual([[2], [9]]);
  });

  it('is no landmark of its own without a navigation label', () => {
    renderWithProviders(
      <PageButtons
        page={2}
        total={2}
        items={[1, 2]}
        onPageChange={() => {}}
        labels={{ ...labels, nav: undefined }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Następna' })).toBeDisabled();
  });
});
