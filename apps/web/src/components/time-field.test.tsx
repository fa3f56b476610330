import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TimeField } from './time-field';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Godzina startu" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('TimeField', () => {
  it('shows the time in the 24-hour clock with no AM/PM, whatever the browser language', async () => {
    renderWithProviders(<Harness initial="18:30" />);
    expect(await screen.findByRole('spinbutton', { name: 'Godzina startu: godziny' })).toHaveValue('18');
    expect(screen.getByRole('spinbutton', { name: 'Godzina startu: minuty' })).toHaveValue('30');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.body).not.toHaveTextContent(/AM|PM/);
  });

  it('gives back the typed time as HH:mm', async () => {
    renderWithProviders(<Harness initial="06:00" />);
    const hours = await screen.findByRole('spinbutton', { name: 'Godzina startu: godziny' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '21');
    const minutes = screen.getByRole('spinbutton', { name: 'Godzina startu: minuty' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    expect(screen.getByTestId('value')).toHaveTextContent('21:45');
  });
});
