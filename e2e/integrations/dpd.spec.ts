import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Order } from '@zaplecze/contract/orders/orders';
import { toast } from '../order-details/details-api';
import { freshCompanyWithToken } from '../orders/orders-api';
import { dpdContractPort } from '../support/environment';

/** What apps/api/src/modules/dpd/__fixtures__/contract-server.ts exports (typed here so `tsc` leaves the API alone). */
interface ContractServers {
  startDpdContractServer(
    account: { login: string; password: string; masterFid: number },
    options: { port?: number },
  ): Promise<{ calls: string[]; close: () => Promise<void> }>;
}

// A computed specifier: Playwright loads the API's TypeScript at run time.
const contractModule = new URL(
  '../../apps/api/src/modules/dpd/__fixtures__/contract-server.ts',
  import.meta.url,
).href;

const account = { login: '1495501', password: 'Haslo-DPD-2468', masterFid: 1495 };

test('an administrator connects DPD (a contract server), creates a shipment from an order and opens its label PDF, then shipments for two ticked orders at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { startDpdContractServer } = (await import(contractModule)) as ContractServers;
  const dpd = await startDpdContractServer(account, { port: dpdContractPort });
  try {
    const { headers, statusNamed } = await freshCompanyWithToken(page, 'dpd');
    const createOrder = async (externalId: string, extra: object = {}) => {
      const created = await page.request.post('/api/orders', {
        headers,
        data: {
          statusId: statusNamed('Nowe').id,
          orderCountry: 'PL',
          source: 'shop',
          externalId,
          email: 'odbiorca@example.com',
          phoneNumber: '600 100 200',
          deliveryAddress: {
            name: 'Jan',
            surname: 'Kowalski',
            street: 'Długa',
            buildingNumber: '7',
            zipCode: '31-147',
            city: 'Kraków',
            country: 'PL',
          },
          products: [{ name: 'Kubek', quantity: 2, grossPrice: '24.50', tax: 23 }],
          ...extra,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as Order;
    };
    const order = await createOrder('DPD-1');

    // The tile leads to the settings; the demo-style empty state explains there is no connection.
    await page.goto('/dashboard/integrations/available');
    const tile = page.getByTestId('integration-dpd');
    await expect(tile).toContainText('Niepołączone');
    await tile.getByRole('link', { name: 'Ustawienia DPD' }).click();
    await expect(page.getByText(/Konto DPD nie jest połączone/)).toBeVisible();
    const form = page.getByTestId('dpd-settings');
    await form.getByRole('textbox', { name: /^Login/ }).fill(account.login);
    await form.getByLabel(/^Hasło/).fill(account.password);
    await form.getByRole('textbox', { name: /^Numer FID/ }).fill('1495');
    await form.getByRole('textbox', { name: /^Nazwa \/ osoba/ }).fill('Magazyn');
    await form.getByRole('textbox', { name: /^Ulica i numer/ }).fill('Mineralna 15');
    await form.getByRole('textbox', { name: /^Kod pocztowy/ }).fill('02274');
    await form.getByRole('textbox', { name: /^Miejscowość/ }).fill('Warszawa');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('221234567');
    await form.getByRole('button', { name: 'Zapisz połączenie' }).click();
    await expect(toast(page, 'Połączenie z DPD zostało zapisane')).toBeVisible();
    await expect(form.getByText('Zapisane hasło: ••••2468', { exact: false })).toBeVisible();
    await form.getByRole('button', { name: 'Sprawdź połączenie' }).click();
    await expect(page.getByTestId('dpd-check-state')).toContainText('Połączenie z DPD działa');

    // From the order: one parcel with cash on delivery of the whole amount.
    await page.goto(`/dashboard/orders/${order.id}`);
    const card = page.getByTestId('shipments-card');
    await card.getByRole('button', { name: 'Utwórz przesyłkę DPD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa przesyłka DPD' });
    await dialog.getByRole('textbox', { name: /^Waga \(kg\)/ }).fill('1,5');
    await dialog.getByRole('switch', { name: /Pobranie \(COD\): 49,00 PLN/ }).check();
    await dialog.getByRole('button', { name: 'Utwórz przesyłkę i etykietę' }).click();
    await expect(toast(page, 'Utworzono przesyłkę DPD')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = card.getByTestId('shipment-row');
    await expect(row).toContainText('DPD');
    const waybill = (await row.getByRole('link', { name: /Śledź przesyłkę/ }).innerText()).replace(
      /.*przesyłkę /,
      '',
    );
    expect(waybill).toMatch(/^\d+U$/);
    await expect(card.getByTestId('dpd-package')).toContainText(waybill);
    await expect(card.getByTestId('dpd-package')).toContainText('pobranie 49,00');
    expect(dpd.calls).toEqual(['findPostalCodeV1', 'generatePackagesNumbersV4', 'generateSpedLabelsV4']);

    // The label opens again from the card: a PDF with the waybill.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: `Etykieta ${waybill}` }).click();
    const file = await (await download).path();
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(waybill);

    // Bulk: two orders ticked on the list, one run, both waybills and one PDF with both labels.
    await createOrder('DPD-2', { cashOnDelivery: true });
    await createOrder('DPD-3');
    await page.goto('/dashboard/orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(3);
    for (const externalId of ['DPD-2', 'DPD-3'])
      await rows.filter({ hasText: externalId }).getByRole('checkbox').check();
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Utwórz przesyłki DPD' }).click();
    const bulk = page.getByRole('dialog', { name: 'Przesyłki DPD dla zaznaczonych zamówień' });
    await expect(bulk.getByTestId('dpd-bulk-target')).toContainText('2 zamówienia');
    await bulk.getByRole('textbox', { name: /^Waga \(kg\)/ }).fill('2');
    await bulk.getByRole('button', { name: 'Utwórz przesyłki' }).click();
    const run = page.getByTestId('dpd-bulk');
    await expect(run).toContainText('Utworzono przesyłki DPD: 2 z 2');
    const results = run.getByTestId('dpd-bulk-result');
    await expect(results).toHaveCount(2);
    const waybills = (await results.allInnerTexts()).map((text) => text.replace(/.*: /, ''));
    for (const number of waybills) expect(number).toMatch(/^\d+U$/);
    const labels = page.waitForEvent('download');
    await run.getByRole('button', { name: 'Pobierz etykiety (PDF)' }).click();
    const combined = (await readFile(await (await labels).path())).toString('latin1');
    for (const number of waybills) expect(combined).toContain(number);
  } finally {
    await dpd.close();
  }
});
