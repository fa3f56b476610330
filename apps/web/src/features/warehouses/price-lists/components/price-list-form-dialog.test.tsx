import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '@zaplecze/contract/warehouses/price-lists';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import '../translations';
import { PriceListFormDialog } from './price-list-form-dialog';

const fetchMock = vi.fn();

const retail: PriceList = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Detal',
  systemId: 1,
  type: 'independent',
  currency: 'PLN',
  basePriceListId: null,
  basePriceListName: null,
  multiplier: '1',
  additionalValue: '0.00',
  hierarchy: 1,
  isDefault: true,
  assignedWarehouseIds: [],
  validFrom: null,
  validTo: null,
  variantPriceConfig: 'lowest',
  setSettings: 'manual',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  modifiedAt: '2026-01-01T00:00:00.000Z',
};
const wholesale: PriceList = {
  ...retail,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Hurt',
  systemId: 2,
  type: 'dependent',
  basePriceListId: retail.id,
  basePriceListName: 'Detal',
  multiplier: '0.85',
  hierarchy: 2,
  isDefault: false,
};

describe('price list form', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('previews a price along the chain with half-up grosze and sends the multiplier with a dot', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      jsonResponse(201, {
        ...wholesale,
        ...JSON.parse(init.body as string),
        id: '00000000-0000-4000-8000-000000000003',
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <PriceListFormDialog priceList={null} lists={[retail, wholesale]} warehouses={[]} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nowy cennik' });
    const events = userEvent.setup();
    await events.type(within(dialog).getByLabelText(/Nazwa cennika/), 'Promocja');
    await events.click(within(dialog).getByText('Zależny'));
    const baseInput = within(dialog).getByRole('textbox', { name: /Cennik bazowy/ });
    await events.click(baseInput);
    // jsdom never finishes the dropdown's transition, so the options stay "hidden".
    await vi.waitFor(() => expect(baseInput).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(baseInput.getAttribute('aria-controls')!)!;
    await events.click(within(listbox).getByRole('option', { name: 'Hurt (PLN)', hidden: true }));
    const multiplier = within(dialog).getByLabelText('Mnożnik');
    await events.clear(multiplier);
    await events.type(multiplier, '0,5');
    const additional = within(dialog).getByLabelText('Wartość dodatkowa');
    await events.clear(additional);
    await events.type(additional, '1');
    const base = within(dialog).getByLabelText('Cena w cenniku Detal');
    await events.clear(base);
    await events.type(base, '9,99');
    // 9,99 × 0,85 = 8,4915 → 8,49; × 0,5 = 4,245 → 4,25; + 1,00 = 5,25
    expect(within(dialog).getByTestId('price-preview-result')).toHaveTextContent(
      'Cena w tym cenniku: 5,25 zł',
    );
    expect(within(dialog).getByLabelText('Hierarchia')).toHaveValue('3');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/price-lists');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Promocja',
      type: 'dependent',
      basePriceListId: wholesale.id,
      multiplier: '0.5',
      additionalValue: '1',
      hierarchy: 3,
    });
  });
});
