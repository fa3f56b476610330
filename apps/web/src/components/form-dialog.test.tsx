import { TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('shows the fields in a named dialog, submits the form and closes on "Anuluj" or the close button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = vi.fn();
    const events = userEvent.setup();
    renderWithProviders(
      <FormDialog
        size="lg"
        title="Dodaj magazyn"
        onClose={onClose}
        onSubmit={onSubmit}
        submitting={false}
        submitLabel="Zapisz"
      >
        <TextInput label="Nazwa" />
      </FormDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj magazyn' });
    await events.type(screen.getByRole('textbox', { name: 'Nazwa' }), 'Główny');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    await events.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await events.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the submit button busy while saving', async () => {
    renderWithProviders(
      <FormDialog
        size="lg"
        title="Dodaj"
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        submitting
        submitLabel="Zapisz"
      >
        <p>pola</p>
      </FormDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Zapisz' })).toHaveAttribute('data-loading', 'true');
  });
});
