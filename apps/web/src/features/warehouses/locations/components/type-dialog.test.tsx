import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../translations';
import { TypeDialog } from './type-dialog';

describe('TypeDialog', () => {
  it('opens as "Nowy typ lokalizacji" with its fields and closes on "Anuluj" without saving', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(<TypeDialog type={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowy typ lokalizacji' });
    expect(within(dialog).getByRole('textbox', { name: 'Nazwa' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Zapisz' })).toHaveAttribute('type', 'submit');
    await events.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
