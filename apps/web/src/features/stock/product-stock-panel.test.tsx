import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductStock } from '@zaplecze/contract/stock/stock';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ProductStockPanel } from './product-stock-panel';

const fetchMock = vi.fn();
const productId = '11111111-1111-4111-8111-111111111111';
const main = { id: '22222222-2222-4222-8222-222222222222', name: 'Magazyn główny' };
const gdansk = { id: '33333333-3333-4333-8333-333333333333', name: 'Gdańsk' };
const orderId = '44444444-4444-4444-8444-444444444444';

const stock: ProductStock = {
  levels: [
    {
      warehouseId: main.id,
      warehouseName: main.name,
      variantId: null,
      variantSku: null,
      locationId: null,
      locationCode: 'A-01-02',
      onHand: 5,
      reserved: 1,
      available: 4,
    },
  ],
  reservations: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      orderId,
      orderNo: 1042,
      variantId: null,
      warehouseName: main.name,
      quantity: 1,
      created: '2026-03-02T10:00:00.000Z',
    },
  ],
  movements: [
    {
      kind: 'reservation',
      onHandDelta: 0,
      reservedDelta: 1,
      reason: null,
      orderId,
      orderNo: 1042,
      userName: 'Anna Nowak',
      created: '2026-03-02T10:00:00.000Z',
      warehouseName: main.name,
      variantSku: null,
    },
    {
      kind: 'adjustment',
      onHandDelta: 5,
      reservedDelta: 0,
      reason: 'Dostawa',
      orderId: null,
      orderNo: null,
      userName: null,
      created: '2026-03-01T10:00:00.000Z',
      warehouseName: main.name,
      variantSku: null,
    },
  ],
};

function serve(saved?: (body: unknown) => ProductStock) {
  const puts: unknown[] = [];
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0];
    if (path === `/api/products/${productId}/stock` && init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return jsonResponse(200, saved ? saved(body) : stock);
    }
    if (path === `/api/products/${productId}/stock`) return jsonResponse(200, stock);
    if (path === '/api/warehouses')
      return jsonResponse(200, { data: [main, gdansk], count: 2, page: 1, limit: 20 });
    throw new Error(`unexpected ${url}`);
  });
  return puts;
}

describe('ProductStockPanel', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('shows levels per warehouse, the orders reserving the product and the movements in Polish', async () => {
    serve();
    renderWithProviders(<ProductStockPanel productId={productId} canEdit={false} />);
    expect(await screen.findByTestId('stock-summary')).toHaveTextContent(
      'Razem: na stanie 5, zarezerwowane 1, dostępne 4',
    );
    const rows = screen.getAllByTestId('stock-level-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Magazyn głównyA-01-02514', 'Gdańsk—000']);
    const reservation = within(screen.getByTestId('stock-reservation-row'));
    expect(reservation.getByRole('link', { name: 'Zamówienie #1042' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${orderId}`,
    );
    const [reserved, adjusted] = screen.getAllByTestId('stock-movement-row');
    expect(reserved).toHaveTextContent('Rezerwacja');
    expect(reserved).toHaveTextContent('Anna Nowak');
    expect(adjusted).toHaveTextContent('Korekta');
    expect(adjusted).toHaveTextContent('Dostawa');
    expect(adjusted).toHaveTextContent('System');
    expect(screen.queryByRole('button', { name: 'Zapisz stany' })).not.toBeInTheDocument();
  });

  it('saves only the changed levels with the reason and shows the answer', async () => {
    const puts = serve((body) => ({
      ...stock,
      levels: [
        ...stock.levels,
        {
          ...stock.levels[0]!,
          warehouseId: gdansk.id,
          warehouseName: gdansk.name,
          locationCode: null,
          onHand: 3,
          reserved: 0,
          available: 3,
        },
      ],
      movements: [
        { ...stock.movements[1]!, onHandDelta: 3, reason: (body as { reason: string }).reason },
        ...stock.movements,
      ],
    }));
    const user = userEvent.setup();
    renderWithProviders(<ProductStockPanel productId={productId} canEdit />);
    const input = await screen.findByRole('textbox', { name: 'Na stanie: Gdańsk' });
    await user.clear(input);
    await user.type(input, '3');
    await user.type(screen.getByRole('textbox', { name: 'Powód zmiany' }), 'Inwentaryzacja');
    await user.click(screen.getByRole('button', { name: 'Zapisz stany' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      levels: [{ warehouseId: gdansk.id, variantId: null, locationId: null, onHand: 3 }],
      reason: 'Inwentaryzacja',
    });
    expect(await screen.findByText('Stany magazynowe zostały zapisane')).toBeInTheDocument();
    expect(screen.getByTestId('stock-summary')).toHaveTextContent('na stanie 8');
  });

  it('shows an error with retry when the stock cannot be loaded', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'Brak uprawnień' } }),
    );
    renderWithProviders(<ProductStockPanel productId={productId} canEdit />);
    expect(await screen.findByText('Nie udało się pobrać stanów magazynowych')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
