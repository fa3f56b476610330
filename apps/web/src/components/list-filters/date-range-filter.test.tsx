import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateRangeFilter } from './date-range-filter';

describe('DateRangeFilter', () => {
  it('opens a Polish calendar (month and day names, Monday first), whatever the browser language', async () => {
    renderWithProviders(
      <DateRangeFilter
        label="Data"
        placeholder="Zakres dat"
        from="2026-11-03"
        to="2026-11-05"
        onChange={vi.fn()}
      />,
    );
    const field = await screen.findByRole('button', { name: 'Data' });
    expect(field).toHaveTextContent('03.11.2026 – 05.11.2026');
    await userEvent.click(field);
    expect(await screen.findByText('listopad 2026')).toBeInTheDocument();
    const weekdays = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
  });
});
