import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { artifacts, baseURL } from '../support/environment';
import { freshCompany, signIn, toast } from './details-api';

const screenshots = path.join(artifacts, 'screenshots');

test('two people edit the same card: the second is told, keeps the input and saves after reloading', async ({
  page,
  browser,
}) => {
  test.slow();
  mkdirSync(screenshots, { recursive: true });
  const { company, createOrder, getOrder } = await freshCompany(page, 'conflict');
  const order = await createOrder({
    orderCountry: 'PL',
    email: 'ola@example.com',
    phoneNumber: '+48 600 100 200',
    companyName: 'Allegro',
    products: [{ name: 'Lampa', quantity: 1, grossPrice: '199.99', tax: 23 }],
  });

  const other = await browser.newContext({ baseURL, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const second = await other.newPage();
  await second.setViewportSize({ width: 1440, height: 1000 });
  await signIn(second, company);

  await page.goto(`/dashboard/orders/${order.id}`);
  await second.goto(`/dashboard/orders/${order.id}`);
  const first = page.getByTestId('contact-card');
  const theirs = second.getByTestId('contact-card');
  await first.getByRole('button', { name: 'Edytuj: Dane kontaktowe' }).click();
  await theirs.getByRole('button', { name: 'Edytuj: Dane kontaktowe' }).click();

  await first.getByLabel('Telefon').fill('+48 511 222 333');
  await first.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(page, 'Dane kontaktowe zapisane')).toBeVisible();

  await theirs.getByLabel('Marketplace').fill('eBay');
  await theirs.getByRole('button', { name: 'Zapisz' }).click();
  await expect(theirs.getByTestId('version-conflict')).toContainText(
    'Ktoś inny zmienił to zamówienie w międzyczasie',
  );
  await expect(toast(second, 'Nie udało się zapisać danych kontaktowych')).toBeVisible();
  await expect(theirs.getByLabel('Marketplace')).toHaveValue('eBay');
  await second.screenshot({ path: path.join(screenshots, 'order-details-conflict.png'), fullPage: true });

  await theirs.getByRole('button', { name: 'Wczytaj ponownie' }).click();
  await expect(theirs.getByTestId('version-conflict')).toHaveCount(0);
  await expect(theirs.getByLabel('Telefon')).toHaveValue('+48 511 222 333');
  await expect(theirs.getByLabel('Marketplace')).toHaveValue('eBay');
  await theirs.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toast(second, 'Dane kontaktowe zapisane')).toBeVisible();
  await expect(theirs).toContainText('eBay');
  await expect(theirs).toContainText('+48 511 222 333');

  const saved = (await getOrder(order.id)).order!;
  expect(saved).toMatchObject({
    phoneNumber: '+48 511 222 333',
    companyName: 'eBay',
    email: 'ola@example.com',
  });
  await other.close();
});
