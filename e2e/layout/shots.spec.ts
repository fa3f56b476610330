import { test } from '@playwright/test';
import { signInAs } from '../support/session';

/** Screenshots for review, only when SHOTS_DIR is set: `SHOTS_DIR=/tmp/shots npx playwright test … e2e/layout/shots.spec.ts`. */
const dir = process.env.SHOTS_DIR;
const prefix = process.env.SHOTS_PREFIX ?? 'ui';

test('screenshots of the dense screens at 1440, 1280 and 390 px', { tag: '@demo' }, async ({ page }) => {
  test.skip(!dir, 'SHOTS_DIR not set');
  await signInAs(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/orders');
  await page.getByTestId('order-row').first().waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-orders-1440.png` });
  await page.getByTestId('order-row').nth(0).getByRole('checkbox').check();
  await page.getByTestId('order-row').nth(1).getByRole('checkbox').check();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId('selection-bar').waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-orders-selected-bottom-1440.png` });
  await page.goto('/dashboard/employee-accounts/users');
  await page.getByTestId('user-row').first().waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-users-1440.png` });
  await page.goto('/dashboard/employee-accounts/history');
  await page.getByTestId('history-table').waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-history-1440.png` });
  await page.goto('/dashboard/orders-settings/statuses');
  await page.getByText('Do realizacji').first().waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-statuses-1440.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/orders');
  await page.getByTestId('order-row').first().waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-orders-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/orders');
  await page.getByTestId('order-card').first().waitFor();
  await page.screenshot({ path: `${dir}/${prefix}-orders-390.png` });
  await page.getByTestId('order-card').nth(0).getByRole('checkbox').check();
  await page.screenshot({ path: `${dir}/${prefix}-orders-selected-390.png` });
});

test('screenshots in English, to spot Polish labels left over', { tag: '@demo' }, async ({ page }) => {
  test.skip(!dir, 'SHOTS_DIR not set');
  await page.addInitScript(() => localStorage.setItem('zaplecze.language', 'en'));
  await signInAs(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [name, path] of [
    ['summary', '/dashboard/summary'],
    ['orders', '/dashboard/orders'],
    ['users', '/dashboard/employee-accounts/users'],
    ['roles', '/dashboard/employee-accounts/roles'],
    ['history', '/dashboard/employee-accounts/history'],
    ['statuses', '/dashboard/orders-settings/statuses'],
    ['settings', '/settings/general'],
    ['plans', '/settings/plans'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}/${prefix}-en-${name}.png`, fullPage: true });
  }
  await page.goto('/dashboard/orders');
  await page.getByTestId('order-row').first().click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${prefix}-en-order.png`, fullPage: true });
});
