import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { cleanDryRun, importTask, mockImportApi, renderImportTab } from './__fixtures__/import-api-mock';

vi.setConfig({ testTimeout: 60_000 });

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000009';
const header = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Variant SKU', 'Variant Price', 'Status'];
const shopifyRow = ['plecak', 'Plecak', '<p>20 l</p>', 'Turysta', 'Plecaki', 'PLC-1', '1000.00', 'active'];
const taskOf = (profile: { id: string; name: string } | null, columns: string[], row: string[]) =>
  importTask({ taskId, fileName: 'products_export.csv', header: columns, preview: [row], profile });

const { calls, serve: answer, uploadFile } = mockImportApi();
function serve(profile: { id: string; name: string } | null, columns = header, row = shopifyRow) {
  answer(({ url }) => {
    if (url === '/api/product-import/templates') return jsonResponse(200, []);
    if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, taskOf(profile, columns, row));
    if (url.endsWith('/confirm')) return jsonResponse(200, cleanDryRun);
    throw new Error(`unexpected ${url}`);
  });
}

async function uploadAndAutoMap() {
  const events = userEvent.setup();
  renderImportTab();
  await uploadFile(events, new File([`${header.join(',')}\n`], 'products_export.csv', { type: 'text/csv' }));
  await screen.findByRole('table', { name: 'Podgląd danych' }, { timeout: 15_000 });
  await events.click(screen.getByRole('button', { name: 'Automatyczne mapowanie' }));
  await events.click(screen.getByRole('button', { name: 'Potwierdź mapowanie' }));
  await waitFor(() => expect(calls.some((call) => call.url.endsWith('/confirm'))).toBe(true), {
    timeout: 15_000,
  });
  return calls.find((call) => call.url.endsWith('/confirm'))!.body as Record<string, unknown>;
}

describe('import wizard: a recognised platform export', () => {
  it('says "Rozpoznano eksport Shopify" above the mapping, maps with the profile and creates missing categories', async () => {
    serve({ id: 'shopify', name: 'Shopify' });
    const body = await uploadAndAutoMap();
    expect(screen.getByText('Rozpoznano eksport Shopify')).toBeInTheDocument();
    expect(body.mapping).toEqual({
      Handle: 'parentSku',
      'Variant SKU': 'sku',
      Title: 'name',
      'Body (HTML)': 'longDescription',
      Vendor: 'producentName',
      'Variant Price': 'price.amount',
    });
    expect(body.missingEntries).toEqual({
      producers: 'create',
      brands: 'create',
      suppliers: 'create',
      categories: 'create',
    });
  });

  it('shows nothing for a file of unknown origin and keeps the default choices', async () => {
    // An outside numeric ID column is not our product id (only a column of our UUIDs is).
    serve(null, ['ID', 'Kod', 'Nazwa', 'Kategoria'], ['44', 'KUB-1', 'Kubek', 'Kuchnia']);
    const body = await uploadAndAutoMap();
    expect(body.mapping).toEqual({ Kod: 'sku', Nazwa: 'name', Kategoria: 'categoryName' });
    expect(screen.queryByText(/Rozpoznano eksport/)).not.toBeInTheDocument();
    expect(body.missingEntries).toMatchObject({ categories: 'reject' });
  });
});
