import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ImportTab } from './import-tab';

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000011';
const task = {
  taskId,
  fileName: 'produkty.csv',
  format: 'CSV',
  stage: 'mapping',
  status: null,
  message: null,
  header: ['sku', 'kategoria', 'marka'],
  preview: [['A-1', 'Lampy', 'Lumos']],
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
};
const template = (id: string, name: string, extra: object) => ({
  id,
  name,
  format: 'CSV',
  importMode: 'AddAndUpdate',
  productIdentifier: 'Sku',
  mappingContext: 'Product',
  sourceOptions: { encoding: 'auto', delimiter: 'auto' },
  integrationId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
  created: '2026-11-23T10:00:00Z',
  ...extra,
});
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
const dryRun = {
  created: 1,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  total: 1,
  diffs: [],
  rejectedRows: [],
  warnings: 0,
  warningRows: [],
  newEntries: [],
};

const fetchMock = vi.fn();
const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];

function serve() {
  fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/product-import/templates' && method === 'GET') return jsonResponse(200, templates);
    if (url === '/api/product-import/templates')
      return jsonResponse(201, template('0b7c4e1a-2222-4a2b-8c3d-000000000013', 'Nowy', body!));
    if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, task);
    if (url.endsWith('/confirm')) return jsonResponse(200, dryRun);
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
const choose = async (events: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await events.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await events.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
};

vi.setConfig({ testTimeout: 30_000 });

describe("import wizard: 'Brakujące wpisy słowników'", () => {
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

  it('shows one choice per mapped by-name dictionary, restored from a template, sent with the dry run and saved with a new template', async () => {
    serve();
    const events = userEvent.setup();
    renderTab();
    await events.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'produkty.csv'),
    );
    await events.click(screen.getByRole('button', { name: 'Prześlij plik' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/product-import/upload'))).toBe(true),
    );

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
