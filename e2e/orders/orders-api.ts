import { expect, type Locator, type Page } from '@playwright/test';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import { createActivatedCompany, uniqueCompany } from '../auth/accounts';

/**
 * A fresh company for a journey: its orders are only the ones the test creates, so counts and rows
 * are exact. Signing in through the API leaves the refresh cookie in the browser, so the app
 * restores the session, and gives the token for creating orders.
 */
export async function freshCompanyWithToken(page: Page, prefix: string) {
  const company = uniqueCompany(prefix);
  await createActivatedCompany(page.request, page, company);
  const login = await page.request.post('/api/auth/login', {
    data: { username: company.username, password: company.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const statusesResponse = await page.request.get('/api/order-statuses', { headers });
  expect(statusesResponse.status()).toBe(200);
  const statuses = ((await statusesResponse.json()) as { data: OrderStatus[] }).data;
  const statusNamed = (name: string) => {
    const found = statuses.find((status) => status.internalName === name);
    if (!found) throw new Error(`no status ${name}`);
    return found;
  };

  async function createOrder(
    externalId: string,
    source: CreateOrderBody['source'],
    gross: string,
    country: string,
  ) {
    const response = await page.request.post('/api/orders', {
      headers,
      data: {
        statusId: statusNamed('Nowe').id,
        orderCountry: country,
        source,
        externalId,
        email: `${externalId.toLowerCase()}@example.com`,
        deliveryAddress: { name: 'Klient', surname: externalId, city: 'Miasto', country },
        products: [{ name: `Produkt ${externalId}`, quantity: 1, grossPrice: gross, tax: 23 }],
      } satisfies CreateOrderBody,
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Order;
  }

  return { company, headers, statusNamed, createOrder };
}

/** Picks an option of a Mantine Select through the list the input controls. */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  const listId = await input.getAttribute('aria-controls');
  expect(listId, 'the select opened its list').toBeTruthy();
  await page.locator(`[id="${listId}"]`).getByRole('option', { name: option, exact: true }).click();
}

/**
 * The external ids of the rows the list shows, read in one pass (the rows can change between a count and
 * a row-by-row read: the range line and the rows come from two answers). Poll it: `expect.poll(() => …)`.
 */
export async function shownExternalIds(page: Page): Promise<string[]> {
  const cells = await page
    .getByTestId('order-row')
    .evaluateAll((rows) =>
      rows.map((row) => (row.querySelectorAll('td')[1] as HTMLElement | undefined)?.innerText ?? ''),
    );
  return cells.map((text) => text.split('\n').at(-1)!.trim()).sort();
}
