import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ImportTab } from './import-tab';

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000001';
const task = (extra: object = {}) => ({
  taskId,
  fileName: 'produkty.csv',
  format: 'CSV',
  stage: 'mapping',
  status: null,
  message: null,
  header: ['sku;name'],
  preview: [['A-1;Kubek']],
  autoMapping: {},
  totalRows: 1,
  processedRows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  rowsPerSecond: null,
  sourceOptions: { encoding: 'auto', delimiter: 'auto' },
  sourceInfo: { encoding: 'utf8', delimiter: ',' },
  ...extra,
});
const template = (id: string, name: string, extra: object) => ({
  id,
  name,
  format: 'CSV',
  importMode: 'AddAndUpdate',
  productIdentifier: 'Sku',
  mappingContext: 'Product',
  fieldMapping: { sku: 'sku', name: 'name' },
  integrationId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
  created: '2026-11-23T10:00:00Z',
  ...extra,
});
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

const fetchMock = vi.fn();
const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];

function serve(uploaded: object) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
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

const renderTab = () =>
  renderRoutes(
    [
      {
        path: '/import',
        element: (
          <ModalsProvider>
            <ImportTab />
          </ModalsProvider>
        ),
      },
    ],
    '/import',
  );
/** Picks an option from the list of this Select (other Selects keep their lists in the DOM). */
const choose = async (events: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await events.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
};
const uploadFile = async (events: ReturnType<typeof userEvent.setup>, name: string) => {
  await events.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], name));
  await events.click(screen.getByRole('button', { name: 'Prześlij plik' }));
  await waitFor(() =>
    expect(calls.some((call) => call.url.startsWith('/api/product-import/upload'))).toBe(true),
  );
};

vi.setConfig({ testTimeout: 30_000 });

describe('import wizard: templates and schedules keep the reading choices', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    calls.length = 0;
    sessionStore.signIn('token', {
      id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
      companyName: 'Sklep',
      role: { isAdmin: true },
      permissions: [],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applying a template sets its encoding and separator, and the upload carries them', async () => {
    serve(task({ sourceOptions: { encoding: 'win1250', delimiter: ';' } }));
    const events = userEvent.setup();
    renderTab();
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
    renderTab();
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
    renderTab();
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
