import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import {
  choose,
  importTask,
  importTemplate,
  mockImportApi,
  renderImportTab,
} from './__fixtures__/import-api-mock';

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000001';
const task = (extra: object = {}) => importTask({ taskId, ...extra });
const template = (id: string, name: string, extra: object) =>
  importTemplate(id, name, { fieldMapping: { sku: 'sku', name: 'name' }, ...extra });
const templates = [
  template('0b7c4e1a-2222-4a2b-8c3d-000000000001', 'Excel hurtowni', {
    sourceOptions: { encoding: 'win1250', delimiter: ';' },
  }),
  template('0b7c4e1a-2222-4a2b-8c3d-000000000002', 'Arkusz dostawcy', {
    format: 'XLSX',
    fieldMapping: { SKU: 'sku' },
    sourceOptions: { encoding: 'auto', delimiter: 'auto', sheet: 'Produkty' },
  }),
];

const api = mockImportApi();
const { calls, uploadFile } = api;

function serve(uploaded: object) {
  api.serve(({ method, url, body }) => {
    if (url === '/api/product-import/templates' && method === 'GET') return jsonResponse(200, templates);
    if (url === '/api/product-import/templates')
      return jsonResponse(201, template('0b7c4e1a-2222-4a2b-8c3d-000000000003', 'Nowy', body!));
    if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, uploaded);
    if (url.endsWith('/source'))
      return jsonResponse(
        200,
        task({
          header: ['sku', 'name'],
          preview: [['A-1', 'Kubek']],
          sourceOptions: body,
          sourceInfo: { encoding: 'win1250', delimiter: ';' },
        }),
      );
    if (url === '/api/product-import/schedules') return jsonResponse(201, {});
    throw new Error(`unexpected ${method} ${url}`);
  });
}

vi.setConfig({ testTimeout: 30_000 });

describe('import wizard: templates and schedules keep the reading choices', () => {
  it('applying a template sets its encoding and separator, and the upload carries them', async () => {
    serve(task({ sourceOptions: { encoding: 'win1250', delimiter: ';' } }));
    const events = userEvent.setup();
    renderImportTab();
    await choose(events, 'Szablon', 'Excel hurtowni');
    expect(screen.getByRole('textbox', { name: 'Kodowanie' })).toHaveValue('Windows-1250');
    expect(screen.getByRole('textbox', { name: 'Separator' })).toHaveValue('Średnik (;)');
    await uploadFile(events, 'produkty.csv');
    expect(calls.find((call) => call.url.startsWith('/api/product-import/upload'))!.url).toBe(
      '/api/product-import/upload?format=CSV&encoding=win1250&delimiter=%3B',
    );
  });

  it('a template applied after the upload reads the file again with its choices', async () => {
    serve(task());
    const events = userEvent.setup();
    renderImportTab();
    await uploadFile(events, 'produkty.csv');
    expect(await screen.findByText('Odczytano: UTF-8, przecinek (,)')).toBeInTheDocument();
    await choose(events, 'Szablon', 'Excel hurtowni');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'PUT',
        url: `/api/product-import/tasks/${taskId}/source`,
        body: { encoding: 'win1250', delimiter: ';' },
      }),
    );
    expect(await screen.findByText('Odczytano: Windows-1250, średnik (;)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Separator' })).toHaveValue('Średnik (;)');

    // Saved as a new template: the choices go with the mapping.
    await events.click(screen.getByRole('button', { name: 'Zapisz jako szablon' }));
    await events.type(await screen.findByLabelText('Nazwa szablonu'), 'Nowy');
    await events.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.url === '/api/product-import/templates')?.body,
      ).toMatchObject({ sourceOptions: { encoding: 'win1250', delimiter: ';' } }),
    );
  });

  it("an XLSX template shows its sheet before the upload, sends it, and a schedule keeps the template's choices", async () => {
    serve(
      task({
        format: 'XLSX',
        fileName: 'a.xlsx',
        sourceOptions: { encoding: 'auto', delimiter: 'auto', sheet: 'Produkty' },
        sourceInfo: { sheet: 'Produkty', sheets: ['Instrukcja', 'Produkty'] },
      }),
    );
    const events = userEvent.setup();
    renderImportTab();
    await choose(events, 'Szablon', 'Arkusz dostawcy');
    expect(screen.getByText('Arkusz do odczytu: Produkty')).toBeInTheDocument();
    await events.click(screen.getByText('Cykliczny'));
    await events.type(screen.getByLabelText('Nazwa harmonogramu'), 'Nocny');
    await events.type(
      screen.getByRole('textbox', { name: 'lub adres URL pliku' }),
      'https://hurtownia.pl/a.xlsx',
    );
    await events.click(screen.getByRole('button', { name: 'Utwórz harmonogram' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url === '/api/product-import/schedules' && call.method === 'POST')?.body,
      ).toMatchObject({ name: 'Nocny', sourceOptions: { sheet: 'Produkty' } }),
    );

    await events.click(screen.getByText('Jednorazowy'));
    await uploadFile(events, 'a.xlsx');
    expect(calls.find((call) => call.url.startsWith('/api/product-import/upload'))!.url).toBe(
      '/api/product-import/upload?format=XLSX&sheet=Produkty',
    );
    expect(await screen.findByRole('textbox', { name: 'Arkusz' })).toHaveValue('Produkty');
  });
});
