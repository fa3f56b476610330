import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { choose, importTask, mockImportApi, renderImportTab } from './__fixtures__/import-api-mock';

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000001';
const task = (extra: object) => importTask({ taskId, ...extra });

const api = mockImportApi();
const { calls, uploadFile } = api;

function serve(uploaded: object, changed: (body: Record<string, string>) => object) {
  api.serve(({ method, url, body }) => {
    if (url === '/api/product-import/templates') return jsonResponse(200, []);
    if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, uploaded);
    if (url.endsWith('/source')) return jsonResponse(200, changed(body as Record<string, string>));
    throw new Error(`unexpected ${method} ${url}`);
  });
}

vi.setConfig({ testTimeout: 30_000 });

describe('import wizard: reading choices', () => {
  it('CSV: shows the decided encoding with a decoded sample and the broken UTF-8 count; switching re-reads the file', async () => {
    serve(
      task({
        sourceInfo: {
          encoding: 'utf8',
          delimiter: ';',
          invalidUtf8: 2,
          sample: 'U-2;Łódź \uFFFDódka wiosłowa',
        },
      }),
      (body) =>
        task({
          sourceOptions: body,
          sourceInfo: { encoding: 'win1250', delimiter: ';', sample: 'U-2;Ĺ\u0081Ăłdĺş' },
        }),
    );
    const events = userEvent.setup();
    renderImportTab();
    await uploadFile(events, 'produkty.csv');
    expect(await screen.findByText('Odczytano: UTF-8, średnik (;)')).toBeInTheDocument();
    expect(screen.getByLabelText('Przykład odczytu')).toHaveTextContent('U-2;Łódź \uFFFDódka wiosłowa');
    expect(screen.getByRole('status')).toHaveTextContent('2 nieprawidłowe sekwencje bajtów UTF-8');
    await choose(events, 'Kodowanie', 'Windows-1250');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { encoding: 'win1250', delimiter: 'auto' } }),
    );
    expect(await screen.findByText('Odczytano: Windows-1250, średnik (;)')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('CSV: encoding chosen before the upload travels with it; a separator changed after it re-reads the preview', async () => {
    serve(task({ sourceOptions: { encoding: 'win1250', delimiter: 'auto' } }), (body) =>
      task({
        header: ['sku', 'name'],
        preview: [['A-1', 'Kubek']],
        sourceOptions: body,
        sourceInfo: { encoding: 'win1250', delimiter: ';' },
      }),
    );
    const events = userEvent.setup();
    renderImportTab();
    expect(screen.getByRole('textbox', { name: 'Kodowanie' })).toHaveValue('Automatycznie');
    await choose(events, 'Kodowanie', 'Windows-1250');
    await uploadFile(events, 'produkty.csv');
    expect(calls.find((call) => call.url.startsWith('/api/product-import/upload'))!.url).toBe(
      '/api/product-import/upload?format=CSV&encoding=win1250&delimiter=auto',
    );
    expect(await screen.findByText('Odczytano: UTF-8, przecinek (,)')).toBeInTheDocument();

    await choose(events, 'Separator', 'Średnik (;)');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'PUT',
        url: `/api/product-import/tasks/${taskId}/source`,
        body: { encoding: 'win1250', delimiter: ';' },
      }),
    );
    expect(await screen.findByRole('table', { name: 'Podgląd danych' })).toHaveTextContent('Kubek');
    expect(screen.getByText('Odczytano: Windows-1250, średnik (;)')).toBeInTheDocument();
  });

  it('XLSX: lists the workbook sheets after the upload and reads the chosen one', async () => {
    serve(
      task({ format: 'XLSX', fileName: 'a.xlsx', sourceInfo: { sheets: ['Instrukcja', 'Produkty'] } }),
      (body) =>
        task({
          format: 'XLSX',
          header: ['SKU'],
          preview: [['X-1']],
          sourceOptions: body,
          sourceInfo: { sheet: 'Produkty', sheets: ['Instrukcja', 'Produkty'] },
        }),
    );
    const events = userEvent.setup();
    renderImportTab();
    await choose(events, 'Format pliku', 'XLSX');
    expect(screen.queryByRole('textbox', { name: 'Kodowanie' })).not.toBeInTheDocument();
    await uploadFile(events, 'a.xlsx');
    expect(await screen.findByRole('textbox', { name: 'Arkusz' })).toHaveValue('Instrukcja');
    await choose(events, 'Arkusz', 'Produkty');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { sheet: 'Produkty' } }));
    expect(await screen.findByRole('table', { name: 'Podgląd danych' })).toHaveTextContent('X-1');
  });

  it('XML: offers the detected record paths', async () => {
    serve(
      task({
        format: 'XML',
        fileName: 'feed.xml',
        sourceInfo: { recordPath: 'rss/channel/item', recordPaths: ['rss/channel/item', 'rss/channel'] },
      }),
      (body) =>
        task({
          format: 'XML',
          sourceOptions: body,
          sourceInfo: { recordPath: body.recordPath, recordPaths: ['rss/channel/item', 'rss/channel'] },
        }),
    );
    const events = userEvent.setup();
    renderImportTab();
    await choose(events, 'Format pliku', 'XML');
    await uploadFile(events, 'feed.xml');
    expect(await screen.findByRole('textbox', { name: 'Ścieżka rekordu' })).toHaveValue('rss/channel/item');
    await choose(events, 'Ścieżka rekordu', 'rss/channel');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { recordPath: 'rss/channel' } }),
    );
  });

  it('the mapping offers a variant axis per column and shows an auto-mapped axis by name', async () => {
    serve(
      task({ header: ['SKU', 'Kolor', 'Rozmiar buta'], preview: [['A-1', 'Czerwony', '42']] }),
      () => ({}),
    );
    const events = userEvent.setup();
    renderImportTab();
    await uploadFile(events, 'produkty.csv');
    await events.click(await screen.findByRole('button', { name: 'Automatyczne mapowanie' }));
    expect(screen.getByRole('textbox', { name: 'Pole dla kolumny Kolor' })).toHaveValue('Oś wariantu: Kolor');
    await choose(events, 'Pole dla kolumny Rozmiar buta', 'Oś wariantu: Rozmiar buta');
    expect(screen.getByRole('textbox', { name: 'Pole dla kolumny Rozmiar buta' })).toHaveValue(
      'Oś wariantu: Rozmiar buta',
    );
  });
});
