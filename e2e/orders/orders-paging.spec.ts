import { expect, test } from '@playwright/test';
import type { CreateOrderBody } from '@zaplecze/contract/orders/orders';
import { expectAccessible } from '../support/a11y';
import { freshCompanyWithToken } from './orders-api';

const polishOrder = [
  'Adam',
  'Celina',
  'Ćma',
  'Ewa',
  'Ęka',
  'Lucyna',
  'Łukasz',
  'Oskar',
  'Ósemka',
  'Zofia',
  'Żaneta',
];

test('a page number past the last page shows the last page with its true range, names in Polish order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers, statusNamed } = await freshCompanyWithToken(page, 'strony');
  for (const surname of [...polishOrder].reverse()) {
    const response = await page.request.post('/api/orders', {
      headers,
      data: {
        statusId: statusNamed('Nowe').id,
        orderCountry: 'PL',
        source: 'shop',
        deliveryAddress: { name: 'Klient', surname, city: 'Miasto', country: 'PL' },
        products: [{ name: 'Produkt', quantity: 1, grossPrice: '10.00', tax: 23 }],
      } satisfies CreateOrderBody,
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto('/dashboard/orders?size=10&page=999');
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 11 - 11 z 11 zamówień');
  await expect(page.getByTestId('orders-page-of')).toHaveText('Strona 2 z 2');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expectAccessible(page);

  await page.goto('/dashboard/orders?size=20&sort=clientName&dir=asc');
  await expect(page.getByTestId('order-row')).toHaveCount(polishOrder.length);
  const shown = await page
    .getByTestId('order-row')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  expect(shown.map((text) => polishOrder.find((name) => text.includes(`Klient ${name}`)))).toEqual(
    polishOrder,
  );
});
