import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import {
  choose,
  cleanDryRun,
  importTask,
  importTemplate,
  mockImportApi,
  renderImportTab,
} from './__fixtures__/import-api-mock';

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000011';
const task = importTask({
  taskId,
  header: ['sku', 'kategoria', 'marka'],
  preview: [['A-1', 'Lampy', 'Lumos']],
});
const template = (id: string, name: string, extra: object) =>
  importTemplate(id, name, { sourceOptions: { encoding: 'auto', delimiter: 'auto' }, ...extra });
const templates = [
  template('0b7c4e1a-2222-4a2b-8c3d-000000000011', 'Hurtownia z kategoriami', {
    fieldMapping: { sku: 'sku', kategoria: 'categoryName', marka: 'brandName' },
    missingEntries: { producers: 'create', brands: 'create', suppliers: 'create', categories: 'create' },
  }),
  template('0b7c4e1a-2222-4a2b-8c3d-000000000012', 'Same SKU', {
    fieldMapping: { sku: 'sku' },
    missingEntries: { producers: 'create', brands: 'create', suppliers: 'create', categories: 'reject' },
  }),
];
const { calls, serve, uploadFile } = mockImportApi();

vi.setConfig({ testTimeout: 30_000 });

describe("import wizard: 'Brakujące wpisy słowników'", () => {
  it('shows one choice per mapped by-name dictionary, restored from a template, sent with the dry run and saved with a new template', async () => {
    serve(({ method, url, body }) => {
      if (url === '/api/product-import/templates' && method === 'GET') return jsonResponse(200, templates);
      if (url === '/api/product-import/templates')
        return jsonResponse(201, template('0b7c4e1a-2222-4a2b-8c3d-000000000013', 'Nowy', body!));
      if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, task);
      if (url.endsWith('/confirm')) return jsonResponse(200, cleanDryRun);
      throw new Error(`unexpected ${method} ${url}`);
    });
    const events = userEvent.setup();
    renderImportTab();
    await uploadFile(events, 'produkty.csv');

    // Nothing mapped by name: no section.
    await choose(events, 'Szablon', 'Same SKU');
    expect(screen.queryByText('Brakujące wpisy słowników')).not.toBeInTheDocument();

    await choose(events, 'Szablon', 'Hurtownia z kategoriami');
    const section = await screen.findByRole('group', { name: 'Brakujące wpisy słowników' });
    expect(within(section).getByRole('textbox', { name: 'Kategorie' })).toHaveValue('Utwórz nowe');
    expect(within(section).getByRole('textbox', { name: 'Marki' })).toHaveValue('Utwórz nowe');
    expect(within(section).queryByRole('textbox', { name: 'Producenci' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Dostawcy' })).not.toBeInTheDocument();

    await choose(events, 'Marki', 'Odrzuć wiersz');
    expect(within(section).getByRole('textbox', { name: 'Marki' })).toHaveValue('Odrzuć wiersz');
    await events.click(screen.getByRole('button', { name: 'Potwierdź mapowanie' }));
    const expected = { producers: 'create', brands: 'reject', suppliers: 'create', categories: 'create' };
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/confirm'))?.body).toMatchObject({
        missingEntries: expected,
      }),
    );

    await events.click(screen.getByRole('button', { name: 'Zapisz jako szablon' }));
    await events.type(await screen.findByLabelText('Nazwa szablonu'), 'Nowy');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.url === '/api/product-import/templates')?.body,
      ).toMatchObject({ missingEntries: expected }),
    );
  });
});
