import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';
import { choose, freshCompanyWithToken, shownExternalIds } from './orders-api';

test('a nested filter finds the right orders, is saved and survives a reload from its URL', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'filtr');
  // source = allegro AND (value > 100 OR country = DE)
  await createOrder('A-150-PL', 'allegro', '150.00', 'PL'); // matches by value
  await createOrder('A-050-DE', 'allegro', '50.00', 'DE'); // matches by country
  await createOrder('A-250-DE', 'allegro', '250.00', 'DE'); // matches by both
  await createOrder('A-050-PL', 'allegro', '50.00', 'PL'); // neither
  await createOrder('E-500-DE', 'ebay', '500.00', 'DE'); // wrong source
  await createOrder('A-100-CZ', 'allegro', '100.00', 'CZ'); // 100 is not > 100

  await page.goto('/dashboard/orders');
  await expect(page.getByTestId('order-row')).toHaveCount(6);
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 6 z 6 zamówień');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Filtr warunkowy' }).click();
  const root = page.getByRole('group', { name: 'Warunki filtra' });
  const first = root.getByTestId('filter-condition').first();
  await choose(page, first.getByRole('textbox', { name: 'Pole' }), 'Źródło');
  await choose(page, first.getByRole('textbox', { name: 'Wartość' }), 'Allegro');

  await root.getByRole('button', { name: 'Dodaj grupę' }).first().click();
  const nested = page.getByRole('group', { name: 'Grupa warunków' });
  await nested.getByText('LUB', { exact: true }).first().click();
  await nested.getByRole('button', { name: 'Dodaj warunek' }).click();
  const [value, country] = [
    nested.getByTestId('filter-condition').nth(0),
    nested.getByTestId('filter-condition').nth(1),
  ];
  await choose(page, value.getByRole('textbox', { name: 'Pole' }), 'Wartość zamówienia (brutto)');
  await choose(page, value.getByRole('textbox', { name: 'Operator' }), 'większe niż');
  await value.getByRole('textbox', { name: 'Wartość' }).fill('100');
  await choose(page, country.getByRole('textbox', { name: 'Pole' }), 'Kraj');
  await choose(page, country.getByRole('textbox', { name: 'Wartość' }), 'Niemcy');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 3 z 3 zamówień');
  await expect.poll(() => shownExternalIds(page)).toEqual(['A-050-DE', 'A-150-PL', 'A-250-DE']);
  await expect(page.getByTestId('summary-count')).toContainText('3');
  await expect(page.getByTestId('summary-value')).toContainText('450,00');
  await expect(page).toHaveURL(/[?&]f=[A-Za-z0-9_-]+/);
  await page.screenshot({ path: path.join(artifacts, 'screenshots', 'orders-filter.png'), fullPage: true });

  await page.getByRole('button', { name: 'Zapisz jako szablon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapisz filtr jako szablon' });
  await dialog.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(dialog.getByText('Nazwa filtra jest wymagana')).toBeVisible();
  await dialog.getByLabel(/Nazwa szablonu/).fill('Allegro: drogie lub z Niemiec');
  await dialog.getByRole('button', { name: 'Zapisz szablon' }).click();
  await expect(page.getByText('Zapisano filtr „Allegro: drogie lub z Niemiec”.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const shared = page.url();
  await page.reload();
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 3 z 3 zamówień');
  await expect.poll(() => shownExternalIds(page)).toEqual(['A-050-DE', 'A-150-PL', 'A-250-DE']);
  await expect(
    page.getByRole('group', { name: 'Grupa warunków' }).getByTestId('filter-condition'),
  ).toHaveCount(2);
  await expect(
    page.getByRole('group', { name: 'Grupa warunków' }).getByRole('radio', { name: 'LUB' }),
  ).toBeChecked();
  expect(page.url()).toBe(shared);

  await page.getByRole('button', { name: 'Wyczyść' }).click();
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 6 z 6 zamówień');
  await choose(page, page.getByRole('textbox', { name: 'Zapisane filtry' }), 'Allegro: drogie lub z Niemiec');
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 3 z 3 zamówień');
  await choose(
    page,
    page.getByRole('textbox', { name: 'Zapisane filtry' }),
    'Zamówienia z Allegro powyżej 100 zł',
  );
  await expect(page.getByTestId('orders-range')).toHaveText('Wyświetlono 1 - 2 z 2 zamówień');
  await expect.poll(() => shownExternalIds(page)).toEqual(['A-150-PL', 'A-250-DE']);
});
