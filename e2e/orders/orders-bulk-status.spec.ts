import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';
import { choose, freshCompanyWithToken } from './orders-api';

const screenshots = path.join(artifacts, 'screenshots');

function sidebarLine(page: Page, name: string) {
  return page.getByTestId('status-sidebar').getByRole('button', { name: new RegExp(`^${name}\\s*\\d`) });
}

async function openSection(page: Page, name: string) {
  const header = page
    .getByTestId('status-sidebar')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first();
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
}

test('three selected orders change status and the sidebar counts follow', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'status');
  for (const [index, source] of (['allegro', 'ebay', 'amazon', 'shop'] as const).entries()) {
    await createOrder(`B-${index + 1}`, source, `${(index + 1) * 40}.50`, index % 2 ? 'DE' : 'PL');
  }

  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(4);
  await expect(sidebarLine(page, 'Wszystkie zamówienia')).toContainText('4');
  await openSection(page, 'Do realizacji');
  await openSection(page, 'W realizacji');
  await expect(sidebarLine(page, 'Nowe')).toContainText('4');
  await expect(sidebarLine(page, 'Wysłane')).toContainText('0');

  const rows = page.getByTestId('order-row');
  for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').check();
  const bar = page.getByTestId('selection-bar');
  await expect(bar.getByTestId('selection-count')).toHaveText('Zaznaczono 3 zamówienia');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'orders-wide.png'), fullPage: true });

  await bar.getByRole('button', { name: 'Zmień status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmiana statusu zamówień' });
  await expect(dialog.getByTestId('bulk-target')).toHaveText('Zmieniasz status: 3 zamówienia.');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await choose(page, dialog.getByRole('textbox', { name: /Nowy status/ }), 'Wysłane');
  await dialog.getByLabel(/Komentarz/).fill('Paczki nadane kurierem');
  await page.screenshot({ path: path.join(screenshots, 'orders-bulk-dialog.png') });
  await dialog.getByRole('button', { name: 'Zmień status' }).click();

  await expect(page.getByText('Zmieniono status 3 zamówień.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(sidebarLine(page, 'Nowe')).toContainText('1');
  await expect(sidebarLine(page, 'Wysłane')).toContainText('3');
  await expect(rows.filter({ hasText: 'Wysłane' })).toHaveCount(3);

  await sidebarLine(page, 'Wysłane').click();
  await expect(page).toHaveURL(/[?&]status=/);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 3 z 3 zamówień');
  await expectAccessible(page);
});

test('below 1024px the sidebar is an overlay that closes on an outside click', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 900, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'waski');
  await createOrder('C-1', 'allegro', '99.99', 'PL');
  await createOrder('C-2', 'amazon', '1250.00', 'DE');

  await page.goto('/dashboard/orders');
  // Below 1024 px the list is cards.
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  await expect(page.getByTestId('status-sidebar')).toBeHidden();
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'orders-narrow.png'), fullPage: true });

  await page.getByRole('button', { name: 'Statusy', exact: true }).click();
  const sidebar = page.getByRole('dialog', { name: 'Statusy zamówień' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Do realizacji/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.screenshot({ path: path.join(screenshots, 'orders-narrow-sidebar.png') });
  await expectAccessible(page);
  await page.mouse.click(880, 450);
  await expect(sidebar).toBeHidden();

  await page.getByRole('button', { name: 'Statusy', exact: true }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('button', { name: 'Zamknij listę statusów' }).click();
  await expect(sidebar).toBeHidden();
});
