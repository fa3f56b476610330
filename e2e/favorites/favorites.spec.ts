import { expect, test } from '@playwright/test';
import { freshCompany, toast } from '../order-details/details-api';
import { expectAccessible } from '../support/a11y';

test('stars an order and a product, finds them on the page and in the navigation, unstars them', async ({
  page,
}) => {
  const { headers, createOrder } = await freshCompany(page, 'favs');
  const order = await createOrder({
    orderCountry: 'PL',
    deliveryAddress: { name: 'Ewa', surname: 'Ulubiona', city: 'Gdańsk', country: 'PL' },
    products: [{ name: 'Kubek', quantity: 1, grossPrice: '30.00', tax: 23 }],
  });
  const productName = `Czajnik ulubiony ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/products', {
    headers,
    data: { sku: `FAV-${Date.now().toString(36)}`, name: productName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderLabel = `Zamówienie #${order.no}`;
  const sidebar = page.getByTestId('sidebar-favorites');

  // The order's own star, in its header.
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: orderLabel, level: 1 })).toBeVisible();
  await expect(sidebar).toContainText('Oznacz gwiazdką');
  const orderStar = page.getByRole('main').getByRole('button', { name: 'Dodaj do ulubionych', exact: true });
  await orderStar.click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Usuń z ulubionych', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.getByRole('link', { name: new RegExp(orderLabel) })).toBeVisible();

  // The product's star in its row of the list, by keyboard.
  await page
    .getByRole('navigation', { name: 'Zaplecze' })
    .getByRole('link', { name: 'Produkty', exact: true })
    .click();
  const productStar = page.getByRole('button', { name: `Dodaj do ulubionych: ${productName}` });
  await productStar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Usuń z ulubionych: ${productName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sidebar.getByRole('link', { name: productName })).toBeVisible();

  // The page lists both by kind; removing the product there takes it out of the navigation too.
  await page
    .getByRole('navigation', { name: 'Zaplecze' })
    .getByRole('link', { name: 'Ulubione', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Ulubione', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zamówienia (1)' })).toContainText(orderLabel);
  await expectAccessible(page);
  const products = page.getByRole('region', { name: 'Produkty (1)' });
  await products.getByRole('button', { name: `Usuń z ulubionych: ${productName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(toast(page, 'Usunięto z ulubionych.')).toBeVisible();
  await expect(products).toBeHidden();
  await expect(sidebar.getByRole('link', { name: productName })).toBeHidden();

  // Opening the order from the page and unstarring it leaves the navigation empty.
  await page.getByRole('main').getByRole('link', { name: orderLabel }).click();
  await page.getByRole('main').getByRole('button', { name: 'Usuń z ulubionych', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Dodaj do ulubionych', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(sidebar).toContainText('Oznacz gwiazdką');
});
