import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { artifacts } from '../support/environment';
import { choose, waitForToastsToClose, freshCompany, toast } from './details-api';

const screenshots = path.join(artifacts, 'screenshots');
const money = (amount: string) => new RegExp(`${amount}\\s*zł`);

test('an order from the list: lines, payment, invoice, note, status, next, copy and delete', async ({
  page,
}) => {
  test.slow();
  mkdirSync(screenshots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  const { createOrder, getOrder } = await freshCompany(page, 'details');
  const older = await createOrder({
    orderCountry: 'PL',
    externalId: 'D-1',
    email: 'anna@example.com',
    deliveryAddress: {
      name: 'Anna',
      surname: 'Nowak',
      street: 'Długa',
      buildingNumber: '5',
      city: 'Gdańsk',
      country: 'PL',
    },
    products: [{ name: 'Kubek', quantity: 2, grossPrice: '50.00', tax: 23 }],
  });
  const newer = await createOrder({
    orderCountry: 'PL',
    externalId: 'D-2',
    email: 'jan@example.com',
    products: [{ name: 'Wazon', quantity: 1, grossPrice: '80.00', tax: 23 }],
  });

  // Open the newest order from the list.
  await page.goto('/dashboard/orders');
  await page.getByTestId('order-row').filter({ hasText: 'D-2' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${newer.id}`));
  await expect(page.getByRole('heading', { name: `Zamówienie #${newer.no}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('remaining-amount')).toHaveText(money('80,00'));
  await expectAccessible(page);
  await page.screenshot({ path: path.join(screenshots, 'order-details-wide.png'), fullPage: true });

  // A product line changes the totals and what is left to pay.
  await page.getByRole('button', { name: 'Dodaj produkt' }).click();
  const lineDialog = page.getByRole('dialog', { name: 'Dodaj produkt' });
  await lineDialog.getByLabel(/^Nazwa/).fill('Talerz');
  await lineDialog.getByLabel(/^Ilość/).fill('2');
  await lineDialog.getByLabel(/^Cena brutto/).fill('25,50');
  await expect(lineDialog.getByTestId('line-preview')).toContainText('Wartość brutto: 51,00');
  await lineDialog.getByRole('button', { name: 'Dodaj produkt' }).click();
  await expect(toast(page, 'Produkt został dodany')).toBeVisible();
  await expect(page.getByTestId('product-line')).toHaveCount(2);
  await expect(page.getByTestId('total-gross')).toHaveText(money('131,00'));
  await expect(page.getByTestId('remaining-amount')).toHaveText(money('131,00'));

  // A manual payment raises the amount already paid.
  await page.getByRole('button', { name: 'Zarejestruj wpłatę' }).click();
  const paymentDialog = page.getByRole('dialog', { name: 'Zarejestruj wpłatę' });
  await expect(paymentDialog.getByLabel(/^Kwota/)).toHaveValue('131,00');
  await paymentDialog.getByLabel(/^Kwota/).fill('50');
  await paymentDialog.getByLabel('Tytuł lub numer transakcji').fill('Przelew 1/03');
  await paymentDialog.getByRole('button', { name: 'Zarejestruj wpłatę' }).click();
  await expect(toast(page, 'Płatność została zarejestrowana')).toBeVisible();
  await expect(page.getByTestId('already-paid')).toHaveText(money('50,00'));
  await expect(page.getByTestId('remaining-amount')).toHaveText(money('81,00'));

  // The payment card cannot make it an invoice while the billing data has no NIP (checked by the server).
  const paymentCard = page.getByTestId('payment-card');
  await paymentCard.getByText('Faktura', { exact: true }).click();
  await expect(page.getByText(/faktura wymaga poprawnego NIP w danych rozliczeniowych/)).toBeVisible();
  await expect(paymentCard.getByRole('radio', { name: 'Paragon' })).toBeChecked();

  // The billing card as an invoice: an invalid NIP is refused, a valid one saved.
  const billing = page.getByTestId('billing-card');
  await billing.getByRole('button', { name: 'Edytuj: Dane rozliczeniowe' }).click();
  await expect(billing.getByLabel(/^NIP/)).toHaveCount(0);
  await billing.getByRole('radio', { name: 'Faktura' }).check();
  await billing.getByLabel(/^Ulica/).fill('Prosta');
  await billing.getByLabel(/^Nr budynku/).fill('7');
  await billing.getByLabel(/^Miasto/).fill('Kraków');
  await billing.getByLabel(/^NIP/).fill('123');
  await billing.getByRole('button', { name: 'Zapisz' }).click();
  await expect(billing.getByText('Podaj poprawny NIP')).toBeVisible();
  await expect(toast(page, 'Popraw błędy w formularzu')).toBeVisible();
  await billing.getByLabel(/^NIP/).fill('526-025-02-74');
  await billing.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Dane rozliczeniowe zapisane')).toBeVisible();
  await expect(billing.getByText('5260250274')).toBeVisible();
  await expect(billing.getByText('Faktura')).toBeVisible();

  // A note with its n/400 counter.
  const notes = page.getByTestId('notes-card');
  await notes.getByLabel('Nowa notatka').fill('Klient prosi o fakturę');
  await expect(notes.getByTestId('note-counter')).toHaveText('22/400');
  await notes.getByRole('radio', { name: 'Kolor #FFE066' }).click();
  await notes.getByRole('button', { name: 'Dodaj notatkę' }).click();
  await expect(toast(page, 'Notatka została dodana')).toBeVisible();
  await expect(notes.getByTestId('note')).toContainText('Klient prosi o fakturę');

  // The status, confirmed with old and new shown.
  const statusSelect = page.getByRole('textbox', { name: 'Status zamówienia' });
  await choose(page, statusSelect, 'Wysłane');
  const statusDialog = page.getByRole('dialog', { name: 'Zmiana statusu zamówienia' });
  await expect(statusDialog.getByTestId('status-change')).toContainText('Nowe');
  await expect(statusDialog.getByTestId('status-change')).toContainText('Wysłane');
  await waitForToastsToClose(page);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(screenshots, 'order-details-status-dialog.png') });
  await statusDialog.getByRole('button', { name: 'Zmień status' }).click();
  await expect(toast(page, 'Status zamówienia został zmieniony')).toBeVisible();
  await expect(statusSelect).toHaveValue('Wysłane');

  // The next order of the list (newest first), by its keyboard shortcut.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${older.id}`));
  await expect(page.getByRole('heading', { name: `Zamówienie #${older.no}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Następne zamówienie' })).toBeDisabled();

  // A copy with the products only.
  await page.getByRole('button', { name: 'Nowe zamówienie' }).click();
  const newOrder = page.getByRole('dialog', { name: 'Stwórz nowe zamówienie' });
  await newOrder.getByRole('radio', { name: 'Kopia całego zamówienia' }).check();
  for (const part of ['Adres dostawy', 'Adres rozliczeniowy', 'Adres odbioru', 'Płatności', 'Przesyłki']) {
    await newOrder.getByRole('checkbox', { name: part }).uncheck();
  }
  await expect(newOrder.getByRole('checkbox', { name: 'Produkty' })).toBeChecked();
  await choose(page, newOrder.getByRole('textbox', { name: /Status zamówienia/ }), 'Nowe');
  await waitForToastsToClose(page);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(screenshots, 'order-details-new-order-dialog.png') });
  await newOrder.getByRole('button', { name: 'Utwórz zamówienie' }).click();
  await expect(toast(page, 'Kopia zamówienia została utworzona')).toBeVisible();
  const copyHeading = page.getByRole('heading', { name: `Zamówienie #${newer.no + 1}`, level: 1 });
  await expect(copyHeading).toBeVisible();
  const copyId = page.url().split('/dashboard/orders/')[1]!.split('?')[0]!;
  await expect(page.getByTestId('product-line')).toHaveCount(1);
  await expect(page.getByTestId('product-line')).toContainText('Kubek');
  await expect(page.getByTestId('total-gross')).toHaveText(money('100,00'));
  await expect(page.getByTestId('delivery-card')).not.toContainText('Długa');

  // Deleting it takes USUN exactly and returns to the list.
  await page.getByRole('button', { name: 'Usuń zamówienie' }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Usuń zamówienie #${newer.no + 1}` });
  const confirm = deleteDialog.getByRole('button', { name: 'Usuń zamówienie' });
  await expect(confirm).toBeDisabled();
  await deleteDialog.getByLabel('Słowo potwierdzające').fill('usun');
  await expect(confirm).toBeDisabled();
  await deleteDialog.getByLabel('Słowo potwierdzające').fill('USUN');
  await confirm.click();
  await expect(toast(page, 'Zamówienie zostało usunięte')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  expect((await getOrder(copyId)).status).toBe(404);

  // Below 1024px the cards follow the products in one column.
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto(`/dashboard/orders/${newer.id}`);
  await expect(page.getByTestId('remaining-amount')).toHaveText(money('81,00'));
  await expectAccessible(page);
  await page.screenshot({ path: path.join(screenshots, 'order-details-narrow.png'), fullPage: true });
});
