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

/** The external ids of the rows the list shows. */
export async function shownExternalIds(page: Page): Promise<string[]> {
  const rows = page.getByTestId('order-row');
  const count = await rows.count();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = await rows.nth(index).locator('td').nth(1).innerText();
    ids.push(text.split('\n').at(-1)!.trim());
  }
  return ids.sort();
}
