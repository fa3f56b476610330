import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

/** Issue 27: no page is wider than a 390 px phone. Read-only: the demo company's screens, nothing changed. */

const routes = [
  '/dashboard/summary',
  '/dashboard/orders',
  '/dashboard/returns',
  '/dashboard/orders-settings/statuses',
  '/dashboard/orders-import-export/import',
  '/dashboard/orders-import-export/export',
  '/dashboard/products',
  '/dashboard/products/new',
  '/dashboard/products-import-export/import',
  '/dashboard/products-import-export/schedule',
  '/dashboard/products-import-export/logs',
  '/dashboard/products-import-export/export',
  '/dashboard/magazine-configuration/magazyny',
  '/dashboard/magazine-configuration/localization',
  '/dashboard/magazine-configuration/price-lists',
  '/dashboard/magazine-configuration/sets',
  '/dashboard/magazine-configuration/vat',
  '/dashboard/product-settings/main-category',
  '/dashboard/product-settings/suppliers',
  '/dashboard/product-settings/parameters-brand',
  '/dashboard/product-settings/gpsr-templates',
  '/dashboard/product-settings/auto-categories',
  '/dashboard/product-settings/custom-fields',
  '/dashboard/product-settings/sku-generator',
  '/dashboard/employee-accounts/users',
  '/dashboard/employee-accounts/roles',
  '/dashboard/employee-accounts/history',
  '/dashboard/files-management',
  '/dashboard/favorites',
  '/dashboard/logs',
  '/dashboard/integrations/available',
  '/dashboard/integrations/api',
  '/dashboard/integrations/webhooks',
  '/dashboard/support',
  '/settings/general',
  '/settings/plans',
];

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** What sticks out on the right (the outermost such elements), to name in a failure. */
async function stickingOut(page: Page) {
  return page.evaluate(() => {
    const out = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (node) => node.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return out
      .filter((node) => !out.includes(node.parentElement as HTMLElement))
      .slice(0, 3)
      .map(
        (node) =>
          `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')} (${Math.round(node.getBoundingClientRect().right)})`,
      );
  });
}

test.describe('phone 390x844', { tag: '@demo' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every main screen fits the width of the phone', async ({ page }) => {
    await signInAs(page);
    const tooWide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      // The page has left its loaders once its heading is up and no loader remains.
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
      const width = await pageWidth(page);
      if (width > 390) tooWide.push(`${route}: ${width} px — ${(await stickingOut(page)).join(', ')}`);
    }
    expect(tooWide).toEqual([]);
  });

  test('the Pulpit with its own period picked stays within the phone', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard/summary');
    await expect(page.getByTestId('period-chips')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // A range of its own shows the Polish date fields (dd.mm.rrrr) beside the chips.
    await page.getByTestId('period-chips').getByText('Zakres').click();
    await expect(page.getByRole('textbox', { name: 'Od' })).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
