import { expect, type Locator, type Page } from '@playwright/test';
import type { OrderStatus } from '@zaplecze/contract/order-statuses/order-statuses';
import type { CreateOrderBody, Order } from '@zaplecze/contract/orders/orders';
import { createActivatedCompany, uniqueCompany, type TestCompany } from '../auth/accounts';

/**
 * A fresh company for a journey, signed in in `page`'s browser context: its orders are only the
 * ones the test creates, so previous/next and the list are exact.
 */
export async function freshCompany(page: Page, prefix: string) {
  const company = uniqueCompany(prefix);
  await createActivatedCompany(page.request, page, company);
  const headers = await signIn(page, company);
  const statuses = await page.request.get('/api/order-statuses', { headers });
  expect(statuses.status()).toBe(200);
  const list = ((await statuses.json()) as { data: OrderStatus[] }).data;
  const statusId = (name: string) => {
    const found = list.find((status) => status.internalName === name);
    if (!found) throw new Error(`no status ${name}`);
    return found.id;
  };

  async function createOrder(body: Omit<CreateOrderBody, 'statusId'>) {
    const response = await page.request.post('/api/orders', {
      headers,
      data: { statusId: statusId('Nowe'), ...body },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Order;
  }

  async function getOrder(id: string) {
    const response = await page.request.get(`/api/orders/${id}`, { headers });
    return { status: response.status(), order: response.ok() ? ((await response.json()) as Order) : null };
  }

  return { company, headers, statusId, createOrder, getOrder };
}

/** Signs in through the API: the refresh cookie lands in the page's context, the token comes back. */
export async function signIn(page: Page, company: TestCompany) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: company.username, password: company.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Picks an option of a Mantine Select through the list the input controls. */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  const listId = await input.getAttribute('aria-controls');
  expect(listId, 'the select opened its list').toBeTruthy();
  await page.locator(`[id="${listId}"]`).getByRole('option', { name: option, exact: true }).click();
}

export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/**
 * Waits for the toasts to go before an accessibility check: a toast fading out has translucent
 * text, which axe reports as too little contrast depending on the moment it looks.
 */
export async function waitForToastsToClose(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}
