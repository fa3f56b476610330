import { expect, test } from '@playwright/test';
import type { Order } from '@zaplecze/contract/orders/orders';
import type { Product } from '@zaplecze/contract/products/products';
import type { ProductStock } from '@zaplecze/contract/stock/stock';
import type { Warehouse } from '@zaplecze/contract/warehouses/warehouses';
import { uniqueTag } from '../auth/accounts';
import { freshCompany, toast } from '../order-details/details-api';

test('a catalogue product added to an order reserves its stock until the order is cancelled', async ({
  page,
}) => {
  test.slow();
  const { headers, statusId, createOrder, getOrder } = await freshCompany(page, 'stock');
  const tag = uniqueTag();

  // A retail price list, a warehouse that reserves until a status change, a product with 5 on hand there.
  const listAnswer = await page.request.post('/api/price-lists', {
    headers,
    data: { name: 'Detal', type: 'independent', currency: 'PLN', isDefault: true },
  });
  expect(listAnswer.status(), await listAnswer.text()).toBe(201);
  const priceListId = ((await listAnswer.json()) as { id: string }).id;
  const warehouseAnswer = await page.request.post('/api/warehouses', {
    headers,
    data: {
      name: 'Magazyn główny',
      isDefault: true,
      defaultPriceListId: priceListId,
      reservationTiming: 'onStatusChange',
      reservationStatusId: statusId('Dostarczone'),
      cancellationStatusId: statusId('Anulowane'),
    },
  });
  expect(warehouseAnswer.status(), await warehouseAnswer.text()).toBe(201);
  const warehouse = (await warehouseAnswer.json()) as Warehouse;
  const productAnswer = await page.request.post('/api/products', {
    headers,
    data: {
      sku: `KUB-${tag}`,
      name: `Kubek z Bolesławca ${tag}`,
      type: 'Simple',
      status: 'Published',
      prices: [{ priceListId, amount: '39.90' }],
    },
  });
  expect(productAnswer.status(), await productAnswer.text()).toBe(201);
  const product = (await productAnswer.json()) as Product;
  const stocked = await page.request.put(`/api/products/${product.id}/stock`, {
    headers,
    data: { levels: [{ warehouseId: warehouse.id, onHand: 5 }], reason: 'Dostawa' },
  });
  expect(stocked.status(), await stocked.text()).toBe(200);
  const stockOf = async () =>
    (await (await page.request.get(`/api/products/${product.id}/stock`, { headers })).json()) as ProductStock;

  // A new order takes the default warehouse; the product is added from the catalogue search.
  const order: Order = await createOrder({ orderCountry: 'PL' });
  expect(order.warehouseId).toBe(warehouse.id);
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: `Zamówienie #${order.no}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Magazyn' })).toHaveValue('Magazyn główny');
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj produkt' });
  await dialog.getByRole('textbox', { name: /Szukaj w katalogu/ }).fill(`Bolesławca ${tag}`);
  const option = page.getByRole('option', { name: new RegExp(`Kubek z Bolesławca ${tag}`) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('dostępne: 5');
  await expect(option).toContainText(/39,90\s*zł/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('catalog-linked')).toHaveText(`Z katalogu: KUB-${tag}`);
  await expect(dialog.getByLabel(/^Nazwa/)).toHaveValue(`Kubek z Bolesławca ${tag}`);
  await expect(dialog.getByLabel(/^Cena brutto/)).toHaveValue('39,90');
  await dialog.getByRole('button', { name: 'Dodaj produkt' }).click();
  await expect(toast(page, 'Produkt został dodany')).toBeVisible();
  await expect(page.getByTestId('product-line')).toHaveCount(1);
  await expect(page.getByTestId('total-gross')).toHaveText(/39,90\s*zł/);

  // The product's stock shows the reservation held by this order.
  const reserved = await stockOf();
  expect(reserved.levels[0]).toMatchObject({ onHand: 5, reserved: 1, available: 4 });
  expect(reserved.reservations).toEqual([expect.objectContaining({ orderId: order.id, quantity: 1 })]);

  // Cancelling the order releases it.
  const current = (await getOrder(order.id)).order!;
  const cancelled = await page.request.put(`/api/orders/${order.id}/status`, {
    headers,
    data: { version: current.version, statusId: statusId('Anulowane') },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const released = await stockOf();
  expect(released.levels[0]).toMatchObject({ onHand: 5, reserved: 0, available: 5 });
  expect(released.reservations).toEqual([]);
  expect(released.movements.map((movement) => movement.kind)).toEqual([
    'release',
    'reservation',
    'adjustment',
  ]);
});
