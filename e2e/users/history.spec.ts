import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshCompanyWithToken } from '../orders/orders-api';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';

const screenshots = path.join(artifacts, 'screenshots');
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('the history reads as Polish: object types, status names after deletion, permissions, money, no ids', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { company, headers, statusNamed, createOrder } = await freshCompanyWithToken(page, 'historia');
  const order = await createOrder('H-1', 'allegro', '1790.97', 'PL');

  const suffix = Math.random().toString(36).slice(2, 7);
  const addStatus = async (internalName: string) => {
    const response = await page.request.post('/api/order-statuses', {
      headers,
      data: { internalName, externalName: {}, color: '#336699', groupId: null, isProtected: false },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const pickup = `Do odbioru ${suffix}`;
  const pickupId = await addStatus(pickup);
  const collectedId = await addStatus(`Odebrane ${suffix}`);
  const bulk = await page.request.post('/api/orders/bulk/status', {
    headers,
    data: { orderIds: [order.id], statusId: pickupId },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);
  const removed = await page.request.delete(`/api/order-statuses/${pickupId}?replacementId=${collectedId}`, {
    headers,
  });
  expect(removed.status(), await removed.text()).toBe(204);
  const role = await page.request.post('/api/roles', {
    headers,
    data: { name: `Podgląd ${suffix}`, permissions: ['oms.read'] },
  });
  expect(role.status(), await role.text()).toBe(201);
  const filter = await page.request.post('/api/orders/saved-filters', {
    headers,
    data: {
      name: `Allegro ${suffix}`,
      rootGroup: {
        operator: 'AND',
        conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
        groups: [],
      },
    },
  });
  expect(filter.status(), await filter.text()).toBe(201);
  const failed = await page.request.post('/api/auth/login', {
    data: { username: company.username, password: 'Zle-haslo-1!' },
  });
  expect(failed.status()).toBe(401);

  await page.goto('/dashboard/employee-accounts/history');
  const table = page.getByTestId('history-table');
  const rows = table.locator('tbody tr');
  // The first visit loads the History chunk and the date pickers; a busy machine needs longer.
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });

  const bulkRow = rows.filter({ hasText: 'Zmiana zbiorcza' });
  await expect(bulkRow).toContainText('Zamówienie');
  await expect(bulkRow).toContainText(`Status: ${statusNamed('Nowe').internalName} → ${pickup}`);
  await expect(rows.filter({ hasText: 'Zapisany filtr' })).toContainText(`Allegro ${suffix}`);
  await expect(rows.filter({ hasText: 'Status zamówienia' }).filter({ hasText: 'Usunięcie' })).toContainText(
    pickup,
  );
  await expect(rows.filter({ hasText: `Podgląd ${suffix}` })).toContainText(
    'Uprawnienia: nadano Zamówienia (OMS) – Odczyt',
  );
  await expect(rows.filter({ hasText: 'Źródło: Allegro' })).toContainText(/Wartość brutto: 1\s790,97\szł/);
  await expect(rows.filter({ hasText: 'Nieudane logowanie' })).toContainText('Nieprawidłowe hasło');
  await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  const text = await table.innerText();
  expect(text).not.toMatch(uuid);
  expect(text).not.toMatch(/\border(_saved_filter|_status)?\b/);
  expect(text).not.toMatch(/oms\.read|T\d{2}:\d{2}:\d{2}/);
  await expectAccessible(page);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'history-wide.png'), fullPage: true });

  await page.getByRole('textbox', { name: 'Akcja' }).click();
  await page.getByRole('option', { name: 'Nieudane logowanie' }).click();
  await expect(page).toHaveURL(/action=login_failed/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(company.username);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshots, 'history-narrow.png'), fullPage: true });
});
