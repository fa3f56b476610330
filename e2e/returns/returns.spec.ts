import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { choose, freshCompany, toast, waitForToastsToClose } from '../order-details/details-api';
import { expectAccessible } from '../support/a11y';

const shots = '/work/briefs/shots';

test('a shipment with tracking, a return with a refund, the returns area and the sync log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headers, statusId, createOrder } = await freshCompany(page, 'returns');
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  const created = await createOrder({
    orderCountry: 'PL',
    externalId: `R-${suffix}`,
    deliveryAddress: { name: 'Ewa', surname: 'Zwrotna', city: 'Kraków', country: 'PL' },
    products: [
      { name: 'Kubek', quantity: 2, grossPrice: '30.00', tax: 23 },
      { name: 'Talerz', quantity: 1, grossPrice: '45.00', tax: 23 },
    ],
  });
  const paid = await page.request.post(`/api/orders/${created.id}/payments`, {
    headers,
    data: { version: created.version, amount: '105.00', reference: 'Przelew' },
  });
  expect(paid.status()).toBe(200);
  const status = await page.request.put(`/api/orders/${created.id}/status`, {
    headers,
    data: { version: created.version + 1, statusId: statusId('W realizacji') },
  });
  expect(status.status(), await status.text()).toBe(200);

  await page.goto(`/dashboard/orders/${created.id}`);
  await expect(page.getByRole('heading', { name: `Zamówienie #${created.no}`, level: 1 })).toBeVisible();

  // The sync log shows the status change made before.
  const log = page.getByTestId('sync-log-card');
  await expect(log.getByTestId('sync-log-entry').first()).toContainText('W realizacji');

  // A shipment with an InPost tracking number links to InPost's tracking page.
  const shipments = page.getByTestId('shipments-card');
  await shipments.getByRole('button', { name: 'Dodaj przesyłkę' }).click();
  const shipmentDialog = page.getByRole('dialog', { name: 'Dodaj przesyłkę' });
  await choose(page, shipmentDialog.getByRole('textbox', { name: 'Przewoźnik' }), 'InPost');
  await shipmentDialog.getByLabel('Numer przesyłki').fill(`6200${suffix}`);
  await choose(page, shipmentDialog.getByRole('textbox', { name: 'Status przesyłki' }), 'Wysłana');
  await shipmentDialog.getByLabel('Gabaryt').fill('B');
  await shipmentDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Przesyłka została dodana')).toBeVisible();
  const link = shipments.getByRole('link', { name: `Śledź przesyłkę 6200${suffix}` });
  await expect(link).toHaveAttribute('href', `https://inpost.pl/sledzenie-przesylek?number=6200${suffix}`);

  // A return of one mug with a refund; more than ordered is refused with the product named.
  const returns = page.getByTestId('returns-card');
  await returns.getByRole('button', { name: 'Zarejestruj zwrot' }).click();
  const returnDialog = page.getByRole('dialog', { name: 'Zarejestruj zwrot' });
  await returnDialog.getByLabel('Ilość do zwrotu: Kubek').fill('1');
  await returnDialog.getByLabel('Id zewnętrzne').fill(`RMA-${suffix}`);
  await returnDialog.getByLabel(/^Kwota zwrotu/).fill('31,00');
  await returnDialog.getByLabel('Powód zwrotu').fill('Pęknięty');
  await returnDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    returnDialog.getByText(
      'Kwota zwrotu nie może przekroczyć kwoty zapłaconej za zwracane produkty (30,00 zł)',
    ),
  ).toBeVisible();
  await returnDialog.getByLabel(/^Kwota zwrotu/).fill('30,00');
  await returnDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Zwrot został zarejestrowany')).toBeVisible();
  const row = returns.getByTestId('return-row');
  await expect(row).toContainText(new RegExp(`ZW/\\d{4}/0001: RMA-${suffix}`));
  await expect(row).toContainText('Kubek × 1');
  await expect(log.getByTestId('sync-log-entry').first()).toContainText('Zarejestrowano zwrot');
  await waitForToastsToClose(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/returns-order.png`, fullPage: true });

  // The returns area finds the return by its external id and status, and links to the order.
  await page.goto('/dashboard/returns');
  await expect(page.getByRole('heading', { name: 'Zwroty', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(`rma-${suffix.toLowerCase()}`);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/search=rma-/);
  await choose(page, page.getByRole('textbox', { name: 'Status' }), 'Nowy');
  const listRow = page.getByTestId('return-list-row');
  await expect(listRow).toHaveCount(1);
  await expect(listRow).toContainText(`RMA-${suffix}`);
  await expect(listRow).toContainText('30,00');
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/returns-list.png`, fullPage: true });
  await choose(page, page.getByRole('textbox', { name: 'Status' }), 'Odrzucony');
  await expect(page.getByText('Brak zwrotów spełniających kryteria.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/returns?search=${created.no}`);
  await expect(page.getByTestId('return-list-row')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/returns-list-mobile.png`, fullPage: true });
  await page.getByRole('link', { name: `Zamówienie #${created.no}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${created.id}`));
  await expect(page.getByTestId('shipment-row')).toContainText('InPost');
  await page.screenshot({ path: `${shots}/returns-order-mobile.png`, fullPage: true });
});
