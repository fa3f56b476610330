import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { choose, freshCompanyWithToken } from './orders-api';

test('two selected orders get a new payment method through the bulk edit; the third keeps its own', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { createOrder } = await freshCompanyWithToken(page, 'edycja');
  for (const index of [1, 2, 3]) await createOrder(`E-${index}`, 'allegro', `${index}9.99`, 'PL');

  await page.goto('/dashboard/orders');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'BLIK' })).toHaveCount(0);
  const row = (externalId: string) => rows.filter({ hasText: externalId });
  await row('E-1').getByRole('checkbox').check();
  await row('E-2').getByRole('checkbox').check();
  const bar = page.getByTestId('selection-bar');
  await expect(bar.getByTestId('selection-count')).toHaveText('Zaznaczono 2 zamówienia');

  await bar.getByRole('button', { name: 'Edytuj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edycja zbiorcza zamówień' });
  await expect(dialog.getByTestId('bulk-edit-target')).toHaveText(
    'Edytujesz 2 zamówienia. Zmienią się tylko zaznaczone pola.',
  );
  const payment = dialog.getByRole('textbox', { name: 'Metoda płatności' });
  await expect(payment).toBeDisabled();
  // The tick works from the keyboard.
  await dialog.getByRole('checkbox', { name: 'Zmień: Metoda płatności' }).focus();
  await page.keyboard.press('Space');
  await expect(payment).toBeEnabled();
  await choose(page, payment, 'BLIK');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();

  await expect(page.getByText('Zmieniono 2 zamówienia.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(row('E-1')).toContainText('BLIK');
  await expect(row('E-2')).toContainText('BLIK');
  await expect(row('E-3')).not.toContainText('BLIK');
});
