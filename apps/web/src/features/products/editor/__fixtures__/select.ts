import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens a Mantine Select and returns its options' texts; jsdom never finishes the dropdown's transition. */
export async function openSelect(events: ReturnType<typeof userEvent.setup>, input: HTMLElement) {
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  const options = within(listbox).getAllByRole('option', { hidden: true });
  return {
    texts: options.map((option) => option.textContent),
    choose: (name: string) => events.click(within(listbox).getByRole('option', { name, hidden: true })),
  };
}
