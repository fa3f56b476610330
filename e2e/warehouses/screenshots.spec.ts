import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

/** Screenshots of the configuration screens with the demo data; only when SHOTS_DIR is set. */
const shots = process.env.SHOTS_DIR;
const screens = [
  { tab: 'magazyny', label: 'Magazyny', heading: 'Konfiguracja magazynów' },
  { tab: 'price-lists', label: 'Cenniki', heading: 'Cenniki' },
  { tab: 'vat', label: 'VAT', heading: 'Mapowanie stawek VAT OSS' },
  { tab: 'sets', label: 'Zestawy', heading: 'Konfiguracja zestawów' },
];

test('warehouse configuration screenshots', { tag: '@demo' }, async ({ page }) => {
  test.skip(!shots, 'SHOTS_DIR not set');
  test.setTimeout(120_000);
  await signInAs(page);
  // One page load; tabs switch screens without restoring the session each time.
  await page.goto('/dashboard/magazine-configuration/magazyny');
  for (const viewport of [
    { name: 'wide', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await page.getByRole('tab', { name: screen.label, exact: true }).click();
      await expect(page.getByRole('heading', { name: screen.heading, exact: true }).first()).toBeVisible();
      await page.screenshot({
        path: `${shots}/wms-${screen.tab}-${viewport.name}.png`,
        fullPage: viewport.name === 'wide',
      });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: 'Cenniki', exact: true }).click();
  await page.getByRole('button', { name: 'Edytuj cennik Hurt' }).click();
  await page.getByRole('dialog').getByLabel('Cena w cenniku Detal PLN').fill('129,99');
  await expect(page.getByTestId('price-preview-result')).toBeVisible();
  await page.screenshot({ path: `${shots}/wms-price-list-form.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Magazyny', exact: true }).click();
  await page.getByRole('button', { name: 'Edytuj magazyn Warszawa' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${shots}/wms-warehouse-form.png` });
});
