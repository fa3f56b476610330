import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DateField, parsePolishDate } from './date-field';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Ważny od" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('reads typed Polish days and refuses impossible ones', () => {
    expect(parsePolishDate('27.11.2026')).toBe('2026-11-27');
    expect(parsePolishDate(' 7.1.2026 ')).toBe('2026-01-07');
    expect(parsePolishDate('2026-11-27')).toBe('2026-11-27');
    expect(parsePolishDate('31.02.2026')).toBeNull();
    expect(parsePolishDate('11/27/2026')).toBeNull();
  });

  it('shows the day as dd.mm.rrrr and gives back the ISO day, whatever the browser language', async () => {
    renderWithProviders(<Harness initial="2026-03-05" />);
    const input = await screen.findByRole('textbox', { name: 'Ważny od' });
    expect(input).toHaveValue('05.03.2026');
    expect(input).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    await userEvent.clear(input);
    await userEvent.type(input, '27.11.2026');
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27');
    expect(input).toHaveValue('27.11.2026');
  });
});
