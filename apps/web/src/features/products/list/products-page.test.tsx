import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomField, CustomFieldList } from '@zaplecze/contract/custom-fields/custom-fields';
import type { ProductList, ProductListItem } from '@zaplecze/contract/products/products-list';
import { oneSelectField } from '../../../components/filter-builder/__fixtures__/custom-fields';
import { encodeListFilter } from '../../../lib/orders-list-url';
import { sessionStore } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { takePendingImportFile } from '../../../lib/import-handoff';
import { Component as ProductsPage } from './products-page';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();

const item = (index: number, patch: Partial<ProductListItem> = {}): ProductListItem => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  sku: `SKU-${index}`,
  ean: '',
  name: `Produkt ${index}`,
  displayName: `Produkt ${index}`,
  type: 'Simple',
  status: 'Published',
  pictureUrl: null,
  price: { amount: '19.99', currency: 'PLN' },
  stock: 10,
  stockReserved: 0,
  available: 10,
  vatRate: 23,
  producerName: null,
  categoryName: null,
  variantsCount: 0,
  created: '2024-05-01T10:00:00.000Z',
  ...patch,
});

const list = (
  data: ProductListItem[],
  count = data.length,
  patch: Partial<ProductList> = {},
): ProductList => ({
  data,
  count,
  countExact: true,
  page: 1,
  limit: 20,
  nextCursor: null,
  prevCursor: null,
  ...patch,
});

const rows = [
  item(1, {
    name: 'Telefon Galaxy',
    displayName: 'Telefon Galaxy',
    price: { amount: '1999.00', currency: 'PLN' },
    ean: '5901234123457',
  }),
  item(2, { status: 'Draft', price: null, stock: 3, available: 3, stockReserved: 1 }),
  item(3, { status: 'Archived', stock: 0, available: 0 }),
];
let listAnswer: (url: URL) => Response = () => jsonResponse(200, list(rows));
let customFields: CustomFieldList = oneSelectField('kolor', 'Kolor obudowy', ['Czarny', 'Biały']);
const posted: { url: string; body: unknown }[] = [];

function answer(url: string, init: RequestInit = {}): Response {
  const parsed = new URL(url, 'http://localhost');
  if (init.method === 'POST') {
    posted.push({ url: parsed.pathname, body: JSON.parse(String(init.body ?? '{}')) });
    if (parsed.pathname === '/api/products/bulk')
      return jsonResponse(200, { done: 2, skipped: 0, message: 'Zarchiwizowano 2 produkty.' });
  }
  if (parsed.pathname === '/api/products') return listAnswer(parsed);
  if (parsed.pathname === '/api/custom-fields') return jsonResponse(200, customFields);
  throw new Error(`unexpected ${init.method ?? 'GET'} ${url}`);
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products');

function renderPage(path = '/dashboard/products') {
  return renderRoutes(
    [
      {
        element: (
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        ),
        children: [
          { path: '/dashboard/products', Component: ProductsPage },
          { path: '/dashboard/products/:id', element: <p>Karta produktu</p> },
          { path: '/dashboard/products-import-export/import', element: <p>Kreator importu</p> },
        ],
      },
    ],
    path,
  );
}

describe('products list page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => answer(url, init));
    listAnswer = () => jsonResponse(200, list(rows));
    customFields = oneSelectField('kolor', 'Kolor obudowy', ['Czarny', 'Biały']);
    posted.length = 0;
    sessionStore.signIn('token', {
      id: 'u1',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: 'a1',
      companyName: 'Sklep',
      permissions: ['pim.read', 'pim.edit', 'pim.delete'],
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('shows the loader, then the rows with the spec’s labels, prices, stock labels and ranges', async () => {
    renderPage();
    expect(screen.getByText('Ładowanie produktów...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista produktów' });
    const found = within(table).getAllByTestId('product-row');
    expect(found).toHaveLength(3);
    expect(found[0]).toHaveTextContent('Telefon Galaxy');
    expect(found[0]).toHaveTextContent('SKU: SKU-1 · EAN: 5901234123457');
    expect(found[0]).toHaveTextContent('1 999,00 zł');
    expect(found[0]).toHaveTextContent('Opublikowany');
    expect(found[0]).toHaveTextContent('Na stanie');
    expect(found[0]).toHaveTextContent('23,00%');
    expect(found[1]).toHaveTextContent('0,00 zł');
    expect(found[1]).toHaveTextContent('Szkic');
    expect(found[1]).toHaveTextContent('Niski stan');
    expect(found[2]).toHaveTextContent('Archiwalne');
    expect(found[2]).toHaveTextContent('Brak na stanie');
    expect(screen.getByTestId('products-range')).toHaveTextContent('1 - 3 z 3 produktów');
    expect(screen.getByTestId('products-footer-range')).toHaveTextContent('Pokazano 1 - 3 z 3 produktów');
    expect(screen.getByTestId('products-page-of')).toHaveTextContent('Strona 1 z 1');
    expect(screen.getByRole('button', { name: 'Nowy produkt' })).toBeInTheDocument();
  });

  it('opens a product on a row click and on Enter', async () => {
    const { router } = renderPage();
    const [first] = await screen.findAllByTestId('product-row');
    first!.focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/dashboard/products/${rows[0]!.id}`);
    await router.navigate('/dashboard/products');
    const [second] = await screen.findAllByTestId('product-row');
    await userEvent.click(within(second!).getByText('Telefon Galaxy'));
    expect(router.state.location.pathname).toBe(`/dashboard/products/${rows[0]!.id}`);
  });

  it('sends the type dropdown, the sort and the page size to the server and keeps them in the URL', async () => {
    const { router } = renderPage(
      '/dashboard/products?type=Variable&sort=-price&size=50&stockStatus=low_stock',
    );
    await screen.findByRole('table', { name: 'Lista produktów' });
    const call = listCalls().at(-1)!;
    expect(call.searchParams.get('type')).toBe('Variable');
    expect(call.searchParams.get('sort')).toBe('-price');
    expect(call.searchParams.get('limit')).toBe('50');
    expect(call.searchParams.get('stockStatus')).toBe('low_stock');
    const search = screen.getByRole('textbox', { name: 'Szukaj po nazwie, SKU lub EAN' });
    // Search as you type: once typing rests, with no Enter, and not for every keystroke.
    await userEvent.type(search, 'kubek');
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('search')).toBe('kubek'));
    expect(router.state.location.search).toContain('q=kubek');
    const searched = listCalls().map((url) => url.searchParams.get('search'));
    expect(searched.filter((value) => value && value !== 'kubek')).toEqual([]);
    // Enter searches at once.
    await userEvent.clear(search);
    await userEvent.type(search, 'lampa{Enter}');
    expect(listCalls().at(-1)!.searchParams.get('search')).toBe('lampa');
  });

  it('sends the conditional filter from the URL and shows it in the builder', async () => {
    const filter = {
      operator: 'OR' as const,
      conditions: [{ fieldId: 'name', operator: 'contains', value: 'kubek' }],
      groups: [
        {
          operator: 'AND' as const,
          conditions: [{ fieldId: 'price', operator: 'greaterThan', value: 10 }],
          groups: [],
        },
      ],
    };
    renderPage(`/dashboard/products?view=builder&f=${encodeListFilter(filter)}`);
    await screen.findByRole('table', { name: 'Lista produktów' });
    expect(JSON.parse(listCalls().at(-1)!.searchParams.get('filter')!)).toEqual(filter);
    expect(screen.getByRole('heading', { name: 'Filtr warunkowy' })).toBeInTheDocument();
    expect(screen.getAllByTestId('filter-condition')).toHaveLength(2);
    expect(screen.getByDisplayValue('kubek')).toBeInTheDocument();
  });

  it("offers the account's custom fields in the builder and sends a condition on one", async () => {
    const user = userEvent.setup();
    const filter = {
      operator: 'AND' as const,
      conditions: [{ fieldId: 'custom.kolor', operator: 'equals', value: 'Czarny' }],
      groups: [],
    };
    renderPage(`/dashboard/products?view=builder&f=${encodeListFilter(filter)}`);
    await screen.findByRole('table', { name: 'Lista produktów' });
    expect(JSON.parse(listCalls().at(-1)!.searchParams.get('filter')!)).toEqual(filter);
    const field = screen.getByRole('textbox', { name: 'Pole' });
    await waitFor(() => expect(field).toHaveValue('Kolor obudowy'));
    expect(screen.getByRole('textbox', { name: 'Wartość' })).toHaveValue('Czarny');
    await user.click(field);
    await waitFor(() => expect(field).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(field.getAttribute('aria-controls')!)!;
    expect(
      await within(listbox).findByRole('option', { name: 'Kolor obudowy', hidden: true }),
    ).toBeInTheDocument();
    expect(listbox).toHaveTextContent('Pola własne');
  });

  it("shows the account's custom fields in the panel with the controls of their types; values go to the URL and the request", async () => {
    const user = userEvent.setup();
    const base = oneSelectField('kolor', 'Kolor', ['Czerwony', 'Zielony']).data[0]!;
    const of = (key: string, label: string, type: CustomField['type'], options: string[] = []) => ({
      ...base,
      id: `00000000-0000-4000-8000-0000000000${key.length}${type.length}`,
      key,
      label,
      type,
      options,
    });
    customFields = {
      data: [
        of('material', 'Materiał', 'text'),
        of('gwarancja', 'Gwarancja', 'number'),
        of('eko', 'Ekologiczny', 'boolean'),
        of('kolor', 'Kolor', 'select', ['Czerwony', 'Zielony']),
        of('premiera', 'Premiera', 'date'),
      ],
      count: 5,
      page: 1,
      limit: 100,
    };
    const custom = (url: URL) => JSON.parse(url.searchParams.get('custom') ?? 'null') as unknown;
    const { router } = renderPage(
      `/dashboard/products?view=panel&custom=${encodeURIComponent(JSON.stringify({ material: { contains: 'stal' } }))}`,
    );
    await screen.findByRole('table', { name: 'Lista produktów' });
    expect(custom(listCalls().at(-1)!)).toEqual({ material: { contains: 'stal' } });

    const section = await screen.findByRole('region', { name: 'Pola własne' });
    const inSection = within(section);
    expect(inSection.getByRole('textbox', { name: 'Materiał' })).toHaveValue('stal');
    expect(inSection.getByRole('textbox', { name: 'Gwarancja od' })).toBeInTheDocument();
    expect(inSection.getByRole('textbox', { name: 'Gwarancja do' })).toBeInTheDocument();
    const yesNo = inSection.getByRole('radiogroup', { name: 'Ekologiczny' });
    expect(
      within(yesNo)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Tak', 'Nie', 'Dowolne']);
    expect(within(yesNo).getByRole('radio', { name: 'Dowolne' })).toBeChecked();
    // Dates are Polish date inputs (dd.mm.rrrr), not the browser's native ones (issue 27).
    expect(inSection.getByLabelText('Premiera od')).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    expect(inSection.getByLabelText('Premiera do')).not.toHaveAttribute('type', 'date');

    await user.type(inSection.getByRole('textbox', { name: 'Gwarancja od' }), '12');
    await user.click(within(yesNo).getByRole('radio', { name: 'Tak' }));
    const colour = inSection.getByRole('textbox', { name: 'Kolor' });
    await user.click(colour);
    await waitFor(() => expect(colour).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(colour.getAttribute('aria-controls')!)!;
    await user.click(await within(listbox).findByRole('option', { name: 'Zielony', hidden: true }));
    await user.type(inSection.getByLabelText('Premiera do'), '31.12.2024');
    fireEvent.blur(inSection.getByLabelText('Premiera do'));
    await user.click(screen.getByRole('button', { name: 'Zastosuj' }));

    const expected = {
      material: { contains: 'stal' },
      gwarancja: { from: '12' },
      eko: { equals: 'true' },
      kolor: { equals: 'Zielony' },
      premiera: { to: '2024-12-31' },
    };
    await waitFor(() => expect(custom(listCalls().at(-1)!)).toEqual(expected));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('custom')!)).toEqual(expected);
    // Applying a filter raises no toast: the list itself shows the result (issue 27).
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();

    // The builder swaps in as for the other inline filters: they stay applied (and in the URL).
    await user.click(screen.getByRole('button', { name: 'Filtr warunkowy' }));
    expect(await screen.findByRole('heading', { name: 'Filtr warunkowy' })).toBeInTheDocument();
    expect(custom(listCalls().at(-1)!)).toEqual(expected);
    expect(router.state.location.search).toContain('custom=');

    // 'Wyczyść' drops them from the URL and the request.
    await user.click(screen.getByRole('button', { name: 'Filtry zaawansowane' }));
    await user.click(await screen.findByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.has('custom')).toBe(false));
    expect(router.state.location.search).not.toContain('custom=');
  });

  it('archives the selection after the Polish confirmation', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Lista produktów' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz Telefon Galaxy' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz Produkt 2' }));
    expect(screen.getByTestId('products-selection')).toHaveTextContent('Zaznaczono: 2');
    await userEvent.click(screen.getByRole('button', { name: 'Archiwizuj' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Potwierdź operację');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz zarchiwizować 2 produkty?');
    // Archiving can be undone, so the dialog says so (issue 27).
    expect(dialog).toHaveTextContent('Archiwizację można cofnąć, zmieniając status produktu.');
    expect(dialog).not.toHaveTextContent('nie może zostać cofnięta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/products/bulk',
      body: { action: 'archive', ids: [rows[0]!.id, rows[1]!.id] },
    });
    await waitFor(() => expect(screen.queryByTestId('products-selection')).not.toBeInTheDocument());
  });

  it('offers every matching product when the whole page is ticked, and deletes by filter with "Usuń"', async () => {
    listAnswer = () => jsonResponse(200, list(rows, 45, { nextCursor: 'abc' }));
    renderPage('/dashboard/products?status=Draft');
    const table = await screen.findByRole('table', { name: 'Lista produktów' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie pasujące (45)' }));
    expect(screen.getByTestId('products-selection')).toHaveTextContent('Zaznaczono wszystkie pasujące: 45');
    await userEvent.click(
      within(screen.getByTestId('products-selection')).getByRole('button', { name: 'Usuń' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć 45 produktów?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ action: 'delete', query: { status: 'Draft' } });
  });

  it('shows an error banner with retry and close, and an empty state', async () => {
    let fail = true;
    listAnswer = () =>
      fail
        ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'Błąd serwera.' } })
        : jsonResponse(200, list([]));
    renderPage();
    const banner = await screen.findByTestId('products-error', {}, { timeout: 10_000 });
    expect(banner).toHaveTextContent('Błąd serwera.');
    fail = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak produktów spełniających kryteria.')).toBeInTheDocument();
    // No "0 - 0 z 0 produktów" above the empty text (issue 27).
    expect(screen.queryByTestId('products-range')).not.toBeInTheDocument();
  });

  it('hands a chosen file to the import wizard', async () => {
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'Lista produktów' });
    const file = new File(['sku;name\n'], 'produkty.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByTestId('products-import-input'), file);
    expect(router.state.location.pathname).toBe('/dashboard/products-import-export/import');
    expect(takePendingImportFile()).toBe(file);
    expect(takePendingImportFile()).toBeNull();
  });

  it('hides changing actions from a read-only role', async () => {
    sessionStore.signIn('token', {
      id: 'u2',
      username: 'jan',
      email: 'jan@sklep.pl',
      displayName: 'Jan',
      accountId: 'a1',
      companyName: 'Sklep',
      permissions: ['pim.read'],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Lista produktów' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Zaznacz Produkt 2' }));
    expect(screen.queryByRole('button', { name: 'Archiwizuj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowy produkt' })).not.toBeInTheDocument();
  });
});
