import { expect, test, type Page } from '@playwright/test';
import { signedInFreshCompany } from '../auth/accounts';
import { choose } from '../order-details/details-api';
import { expectAccessible } from '../support/a11y';

/** Screenshots for review, only when SHOTS_DIR is set. */
const shots = process.env.SHOTS_DIR;

async function openLog(page: Page) {
  // The company's log rows come from the seed (apps/api/src/seed/event-log.ts): 36 API calls, 3 of them 5xx.
  await signedInFreshCompany(page, 'logs', { eventLog: true });
  await page.goto('/dashboard/logs');
  await expect(page.getByRole('heading', { name: 'Dziennik zdarzeń', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Dziennik zdarzeń' });
  await expect(table.getByTestId('event-log-row')).toHaveCount(20);
  return table;
}

test('an administrator filters the event log by status class and opens an entry', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = await openLog(page);
  await expect(page.getByText('Pokazano 1 - 20 z 36')).toBeVisible();

  await choose(page, page.getByRole('textbox', { name: 'Status' }), '5xx – błąd serwera');
  await expect(table.getByTestId('event-log-row')).toHaveCount(3);
  for (const row of await table.getByTestId('event-log-row').all()) await expect(row).toContainText('500');
  await expect(page).toHaveURL(/statusClass=5xx/);

  await table
    .getByRole('button', { name: /Szczegóły wpisu z/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Szczegóły wpisu' });
  await expect(drawer.getByTestId('event-log-entry')).toContainText('demo-0009');
  await expect(drawer).toContainText('Integracja ERP');
  await expect(drawer).toContainText('/api/stock/movements');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Pokaż wywołania tego klucza' }).click();
  await expect(page).toHaveURL(/keyId=/);
  await expect(table.getByTestId('event-log-row').first()).toContainText('Integracja ERP');

  // The status filter is one the webhooks tab has too: it carries over (the 503 of the seeded retry).
  await page.getByRole('tab', { name: 'Webhooki' }).click();
  await expect(table.getByTestId('event-log-row')).toHaveCount(1);
  await expect(table.getByTestId('event-log-row')).toContainText('503');
  await page.getByRole('tab', { name: 'Integracje' }).click();
  await expect(table.getByText('Nie utworzono przesyłki: brak numeru telefonu odbiorcy')).toBeVisible();
});

test('screenshots of the event log at 1440 and 390 px', async ({ page }) => {
  test.skip(!shots, 'SHOTS_DIR not set');
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = await openLog(page);
  await page.screenshot({ path: `${shots}/event-log-1440.png`, fullPage: true });
  await table
    .getByRole('button', { name: /Szczegóły wpisu z/ })
    .first()
    .click();
  await expect(page.getByTestId('event-log-entry')).toBeVisible();
  await page.screenshot({ path: `${shots}/event-log-drawer-1440.png` });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Webhooki' }).click();
  await expect(table.getByTestId('event-log-row').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/event-log-390.png`, fullPage: true });
});
