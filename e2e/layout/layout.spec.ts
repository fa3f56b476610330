import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signInAs } from '../support/session';

/** Read-only checks on the demo company's orders and users: nothing here changes data. */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test.describe('laptop 1440x900', { tag: '@demo' }, () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => signInAs(page));

  test('every column of the orders table is on screen, badges are whole, and the column chooser is kept', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveTitle('Zamówienia | Zaplecze');
    await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 30_000 });
    const headers = page.getByTestId('orders-table').locator('thead th[data-column]');
    await expect(headers).toHaveCount(7);
    for (const header of await headers.all()) {
      const { x, width } = await box(header);
      expect(x + width).toBeLessThanOrEqual(1440);
    }
    await expect(headers.last()).toHaveText('Dodatkowe informacje');
    await noSidewaysScroll(page);
    const badges = page.getByTestId('status-badge');
    for (const badge of (await badges.all()).slice(0, 20)) {
      const cut = await badge.evaluate((node) => {
        const label = node.querySelector('.mantine-Badge-label') as HTMLElement;
        return label.scrollWidth > label.clientWidth + 1;
      });
      expect(cut).toBe(false);
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Kolumny' }).click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Produkty' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(headers).toHaveCount(6);
    await page.reload();
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expect(headers).toHaveCount(6);
    await expect(
      page.getByTestId('orders-table').getByRole('columnheader', { name: 'Produkty' }),
    ).toHaveCount(0);
  });

  test('the selection bar stays in the content column, clear of the menu, the pager and the development panel', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    const rows = page.getByTestId('order-row');
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    const bar = page.getByTestId('selection-bar');
    await expect(bar.getByTestId('selection-count')).toHaveText('Zaznaczono 2 zamówienia');
    const navbar = await box(page.getByRole('navigation').first());
    expect((await box(bar)).x).toBeGreaterThanOrEqual(navbar.x + navbar.width);

    await bar.getByRole('button', { name: 'Edytuj' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edycja zbiorcza zamówień' });
    await expect(editDialog.getByTestId('bulk-edit-target')).toHaveText(/^Edytujesz 2 zamówienia\./);
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pager = page.getByText(/^Strona 1 z \d+$/);
    await expect(pager).toBeInViewport();
    await expect(bar).toBeInViewport();
    expect(overlaps(await box(bar), await box(page.getByRole('button', { name: 'Następna strona' })))).toBe(
      false,
    );
    expect(overlaps(await box(bar), await box(pager))).toBe(false);
    const devButton = page.getByTestId('dev-panel');
    expect(overlaps(await box(bar), await box(devButton))).toBe(false);
    expect(
      overlaps(await box(bar.getByRole('button', { name: 'Wyczyść zaznaczenie' })), await box(devButton)),
    ).toBe(false);
  });

  test('the users table keeps Akcje on screen', async ({ page }) => {
    await page.goto('/dashboard/employee-accounts/users');
    await expect(page).toHaveTitle('Konta użytkowników · Konta pracowników | Zaplecze');
    const table = page.getByTestId('users-table');
    const actions = table.getByRole('columnheader', { name: 'Akcje' });
    await expect(actions).toBeInViewport();
    const { x, width } = await box(actions);
    expect(x + width).toBeLessThanOrEqual(1440);
    const firstMenu = table
      .getByTestId('user-row')
      .first()
      .getByRole('button', { name: /^Akcje/ });
    await expect(firstMenu).toBeInViewport();
    await noSidewaysScroll(page);
  });

  test('a closed error banner leaves a retry on the orders list', async ({ page }) => {
    let failing = true;
    await page.route(/\/api\/orders\?/, (route) =>
      failing
        ? // A 4xx is not retried by the app, so the banner shows at once.
          route.fulfill({
            status: 400,
            json: { error: { code: 'VALIDATION', message: 'Nie udało się wczytać zamówień.' } },
          })
        : route.fallback(),
    );
    await page.goto('/dashboard/orders');
    const banner = page.getByTestId('orders-error');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await banner.getByRole('button', { name: 'Zamknij' }).click();
    await expect(banner).toBeHidden();
    failing = false;
    await page.getByTestId('orders-retry').click();
    await expect(page.getByTestId('order-row').first()).toBeVisible();
  });
});

test.describe('phone 390x844', { tag: '@demo' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders list shows cards and nothing scrolls sideways', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard/orders');
    await expect(page.getByTestId('order-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('orders-table')).toHaveCount(0);
    await noSidewaysScroll(page);
    await expectAccessible(page);
  });
});

test.describe('signed out', () => {
  test('a page load without a session does not ask for a refresh', async ({ page }) => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/refresh')) refreshes.push(request.url());
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/auth$/);
    expect(refreshes).toEqual([]);
  });

  test('an activation link without its token shows the activation error at once', async ({ page }) => {
    await page.goto('/auth/confirm-registration/7d3c1e0a-5b7e-4c0e-9f5e-2a1b3c4d5e6f');
    await expect(page.getByTestId('activation-error')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zarejestruj się ponownie' })).toBeVisible();
    const label = page
      .getByRole('link', { name: 'Zarejestruj się ponownie' })
      .locator('.mantine-Button-label');
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expectAccessible(page);
  });
});
