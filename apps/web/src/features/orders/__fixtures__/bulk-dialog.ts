import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { BulkTarget } from '../use-selection';
import { uuid } from './orders';

/** The orders a bulk dialog test selects. */
export const bulkIds = [uuid(1), uuid(2), uuid(3)];

interface BulkDialogProps {
  opened: boolean;
  target: BulkTarget | null;
  count: number;
  onClose: Mock;
  onDone: Mock;
  onQueued: Mock;
}

/** Renders a bulk dialog for the first `count` of `bulkIds` (none: no target), its callbacks spied on. */
export function renderBulkDialog(dialog: (props: BulkDialogProps) => ReactElement, count = 3) {
  const props = { onClose: vi.fn(), onDone: vi.fn(), onQueued: vi.fn() };
  renderWithProviders(
    dialog({ opened: true, target: count ? { orderIds: bulkIds.slice(0, count) } : null, count, ...props }),
  );
  return { ...props, events: userEvent.setup() };
}

/** Every test of the file talks to `fetchMock` instead of the network. */
export function stubFetch(fetchMock: Mock) {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
}

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
