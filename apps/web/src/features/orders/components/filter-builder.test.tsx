import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { savedFilters } from '../__fixtures__/orders';
import '../translations';
import { FilterBuilder } from './filter-builder';

const fetchMock = vi.fn();

function renderBuilder(applied: FilterGroup | null = null) {
  const onApply = vi.fn();
  renderWithProviders(
    <ModalsProvider>
      <FilterBuilder applied={applied} onApply={onApply} statusData={[]} />
    </ModalsProvider>,
  );
  return { onApply, events: userEvent.setup() };
}

/** Picks an option from the list of this Select (other Selects keep their lists in the DOM). */
async function choose(events: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await events.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

vi.setConfig({ testTimeout: 30_000 });

describe('conditional filter builder', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/orders/saved-filters' && init.method === 'POST') {
        const body = JSON.parse(init.body as string);
        return jsonResponse(201, {
          ...savedFilters.data[0],
          ...body,
          id: '00000000-0000-4000-8000-000000000701',
          builtIn: false,
          mine: true,
        });
      }
      if (url === '/api/orders/saved-filters') return jsonResponse(200, savedFilters);
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('builds source = allegro AND (value > 100 OR country = DE) and applies it', async () => {
    const { onApply, events } = renderBuilder();
    const root = screen.getByRole('group', { name: 'Warunki filtra' });
    expect(within(root).getAllByTestId('filter-condition')).toHaveLength(1);

    const first = within(root).getByTestId('filter-condition');
    await choose(events, within(first).getByRole('textbox', { name: 'Pole' }), 'Źródło');
    await choose(events, within(first).getByRole('textbox', { name: 'Wartość' }), 'Allegro');

    await events.click(within(root).getAllByRole('button', { name: 'Dodaj grupę' })[0]!);
    const nested = screen.getByRole('group', { name: 'Grupa warunków' });
    expect(within(nested).getAllByTestId('filter-condition')).toHaveLength(1);
    await events.click(within(nested).getByText('LUB'));
    await events.click(within(nested).getByRole('button', { name: 'Dodaj warunek' }));

    const [value, country] = within(nested).getAllByTestId('filter-condition');
    await choose(
      events,
      within(value!).getByRole('textbox', { name: 'Pole' }),
      'Wartość zamówienia (brutto)',
    );
    await choose(events, within(value!).getByRole('textbox', { name: 'Operator' }), 'większe niż');
    await events.type(within(value!).getByRole('textbox', { name: 'Wartość' }), '100');
    await choose(events, within(country!).getByRole('textbox', { name: 'Pole' }), 'Kraj');
    await choose(events, within(country!).getByRole('textbox', { name: 'Wartość' }), 'Niemcy');
    expect(within(nested).getByText('LUB', { selector: '.mantine-Badge-label' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(onApply).toHaveBeenLastCalledWith({
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
      groups: [
        {
          operator: 'OR',
          conditions: [
            { fieldId: 'orderValue', operator: 'greaterThan', value: 100 },
            { fieldId: 'country', operator: 'equals', value: 'DE' },
          ],
          groups: [],
        },
      ],
    });

    await events.click(within(nested).getByRole('button', { name: 'Usuń grupę' }));
    expect(screen.queryByRole('group', { name: 'Grupa warunków' })).not.toBeInTheDocument();
  });

  it('marks a bad value instead of searching', async () => {
    const { onApply, events } = renderBuilder();
    const row = screen.getByTestId('filter-condition');
    await choose(events, within(row).getByRole('textbox', { name: 'Pole' }), 'Nazwa klienta');
    await events.click(within(row).getByRole('textbox', { name: 'Wartość' }));
    await events.paste('x'.repeat(201));
    await events.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(
      await screen.findByText('Wartość pola „Nazwa klienta” może mieć najwyżej 200 znaków.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Popraw zaznaczone warunki filtra.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('saves a template only with a non-blank name and clears the name on cancel', async () => {
    const applied: FilterGroup = {
      operator: 'AND',
      conditions: [{ fieldId: 'email', operator: 'contains', value: '@firma.pl' }],
      groups: [],
    };
    const { events } = renderBuilder(applied);
    expect(screen.getByRole('textbox', { name: 'Wartość' })).toHaveValue('@firma.pl');

    await events.click(screen.getByRole('button', { name: 'Zapisz jako szablon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zapisz filtr jako szablon' });
    await events.type(within(dialog).getByLabelText(/Nazwa szablonu/), '   ');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz szablon' }));
    expect(await within(dialog).findByText('Nazwa filtra jest wymagana')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit).method === 'POST')).toBe(false);

    await events.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Zapisz jako szablon' }));
    const again = await screen.findByRole('dialog', { name: 'Zapisz filtr jako szablon' });
    expect(within(again).getByLabelText(/Nazwa szablonu/)).toHaveValue('');

    await events.type(within(again).getByLabelText(/Nazwa szablonu/), '  Firmowi klienci ');
    await events.click(within(again).getByLabelText('Udostępnij innym użytkownikom konta'));
    await events.click(within(again).getByRole('button', { name: 'Zapisz szablon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit).method === 'POST')!;
    expect(JSON.parse((post[1] as RequestInit).body as string)).toEqual({
      name: 'Firmowi klienci',
      shared: true,
      rootGroup: applied,
    });
    expect(await screen.findByText('Zapisano filtr „Firmowi klienci”.')).toBeInTheDocument();
  });

  it('loads a saved filter and clears back to one empty condition', async () => {
    const { onApply, events } = renderBuilder();
    await choose(
      events,
      screen.getByRole('textbox', { name: 'Zapisane filtry' }),
      'Zamówienia z Allegro powyżej 100 zł',
    );
    expect(screen.getAllByTestId('filter-condition')).toHaveLength(2);
    expect(onApply).toHaveBeenLastCalledWith(savedFilters.data[0]!.rootGroup);

    await events.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(screen.getAllByTestId('filter-condition')).toHaveLength(1);
    expect(onApply).toHaveBeenLastCalledWith(null);
  });
});
