import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signedInFreshCompany } from '../auth/accounts';

/** Where `SHOTS_DIR` is set, each screen is also saved as a picture (wide and phone width). */
const shotsDir = process.env.SHOTS_DIR;
const screens = [
  { name: 'parameters-brand', path: 'parameters-brand', ready: 'Amica S.A.' },
  { name: 'suppliers', path: 'suppliers', ready: 'Hurtownia Elektryczna Volt Sp. z o.o.' },
  { name: 'gpsr', path: 'gpsr-templates', ready: 'Toy-Import Polska Sp. z o.o.' },
  { name: 'main-category', path: 'main-category', ready: 'AGD duże' },
];

for (const viewport of [
  { label: 'wide', width: 1440, height: 900 },
  { label: 'phone', width: 390, height: 844 },
]) {
  test(`product settings screens fit ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A company of its own with the demo company's dictionaries (producers, suppliers, GPSR, categories).
    await signedInFreshCompany(page, 'ekrany', { productDictionaries: true });
    for (const screen of screens) {
      await page.goto(`/dashboard/product-settings/${screen.path}`);
      await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      // Nothing but the table's own scroll container may scroll sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.name} scrolls sideways`).toBeLessThanOrEqual(0);
      if (viewport.label === 'phone') await expectAccessible(page);
      if (shotsDir)
        await page.screenshot({
          path: `${shotsDir}/dict-${screen.name}-${viewport.width}.png`,
          fullPage: true,
        });
    }
  });
}
