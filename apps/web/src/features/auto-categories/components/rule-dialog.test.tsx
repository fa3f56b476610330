import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoCategoryRule } from '@zaplecze/contract/auto-categories/auto-categories';
import { productFilterMessages } from '@zaplecze/contract/products/product-filter-fields';
import { oneSelectField } from '../../../components/filter-builder/__fixtures__/custom-fields';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../translations';
import { RuleDialog } from './rule-dialog';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
let saveAnswer: () => Response;

const categoryId = '00000000-0000-4000-8000-0000000000a1';
const rule: AutoCategoryRule = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Zimowe',
  targetCategoryId: categoryId,
  targetCategoryName: 'Sezon zimowy',
  active: true,
  position: 1,
  condition: {
    operator: 'AND',
    conditions: [{ fieldId: 'custom.sezon', operator: 'equals', value: 'Zima' }],
    groups: [],
  },
  version: 3,
  createdAt: '2024-05-01T10:00:00.000Z',
  modifiedAt: '2024-05-01T10:00:00.000Z',
};

function answer(url: string, init: RequestInit = {}): Response {
  const parsed = new URL(url, 'http://localhost');
  if (init.method === 'POST' || init.method === 'PUT') {
    sent.push({ method: init.method, url: parsed.pathname, body: JSON.parse(String(init.body)) });
    return saveAnswer();
  }
  if (parsed.pathname === '/api/custom-fields')
    return jsonResponse(200, oneSelectField('sezon', 'Sezon', ['Lato', 'Zima']));
  if (parsed.pathname === '/api/Product/categories')
    return jsonResponse(200, { data: [{ id: categoryId, name: 'Sezon zimowy' }], count: 1 });
  throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
}

/** Picks an option from the list of this Select (other Selects keep their lists in the DOM). */
async function choose(events: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await events.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

function renderDialog(edited?: AutoCategoryRule) {
  const onClose = vi.fn();
  renderWithProviders(
    <ModalsProvider>
      <RuleDialog rule={edited} onClose={onClose} />
    </ModalsProvider>,
  );
  return { onClose, events: userEvent.setup() };
}

describe('automatic category rule dialog with the shared filter builder', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => answer(url, init));
    saveAnswer = () => jsonResponse(200, rule);
    sent.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it("shows a rule's custom-field condition in the builder and saves the edited tree", async () => {
    const { events, onClose } = renderDialog(rule);
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj regułę' });
    const conditions = within(dialog).getByRole('group', { name: 'Warunki filtra' });
    const row = within(conditions).getByTestId('filter-condition');
    await waitFor(() => expect(within(row).getByRole('textbox', { name: 'Pole' })).toHaveValue('Sezon'));
    expect(within(row).getByRole('textbox', { name: 'Wartość' })).toHaveValue('Zima');

    await events.click(within(conditions).getByRole('button', { name: 'Dodaj warunek' }));
    const added = within(conditions).getAllByTestId('filter-condition')[1]!;
    await choose(events, within(added).getByRole('textbox', { name: 'Operator' }), 'zawiera');
    await events.type(within(added).getByRole('textbox', { name: 'Wartość' }), 'sanki');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/api/auto-category-rules/${rule.id}`,
        body: expect.objectContaining({
          version: 3,
          condition: {
            operator: 'AND',
            conditions: [
              { fieldId: 'custom.sezon', operator: 'equals', value: 'Zima' },
              { fieldId: 'name', operator: 'contains', value: 'sanki' },
            ],
            groups: [],
          },
        }),
      },
    ]);
  });

  it('refuses a condition without a value before sending, and marks the row the server refuses', async () => {
    const { events } = renderDialog(rule);
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj regułę' });
    const conditions = within(dialog).getByRole('group', { name: 'Warunki filtra' });
    await events.click(within(conditions).getByRole('button', { name: 'Dodaj warunek' }));
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText(productFilterMessages.valueRequired('Nazwa'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const gone = productFilterMessages.unknownCustomField('sezon');
    saveAnswer = () =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: gone,
          fields: { 'condition.conditions.0.fieldId': gone },
        },
      });
    await events.click(within(conditions).getAllByRole('button', { name: 'Usuń warunek' })[1]!);
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(conditions).findByText(gone)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
