import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Picks `option` in the Select named `field`; `check` looks at the open list first. */
export async function chooseOption(
  events: ReturnType<typeof userEvent.setup>,
  field: string | RegExp,
  option: string,
  check?: (listbox: HTMLElement) => void,
) {
  const input = screen.getByRole('textbox', { name: field });
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  check?.(listbox);
  await events.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** A bulk dialog opened with no orders warns and cannot be submitted. */
export async function expectNothingSelected(dialogName: string, submitName: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  expect(within(dialog).getByTestId('bulk-nothing')).toHaveTextContent('Nie wybrano żadnych zamówień');
  expect(within(dialog).getByRole('button', { name: submitName })).toBeDisabled();
}
