import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { importTask, mockImportApi, renderImportTab } from './__fixtures__/import-api-mock';

vi.setConfig({ testTimeout: 60_000 });

const taskId = '0b7c4e1a-1111-4a2b-8c3d-000000000001';
const task = (stage: string, extra: object = {}) =>
  importTask({
    taskId,
    stage,
    header: ['Kod produktu', 'Nazwa', 'Cena'],
    preview: [['A-1', 'Kubek', '21,49']],
    autoMapping: { 'Kod produktu': 'sku', Nazwa: 'name', Cena: 'price.amount' },
    sourceInfo: { encoding: 'win1250', delimiter: ';' },
    ...extra,
  });
const dryRun = {
  created: 0,
  updated: 1,
  unchanged: 0,
  rejected: 1,
  total: 2,
  diffs: [{ line: 2, key: 'A-1', changes: ['cena: 19,99 → 21,49'] }],
  rejectedRows: [{ line: 3, field: 'ean', reason: 'EAN zapisany w notacji wykładniczej', value: '5.9E+12' }],
  warnings: 1,
  warningRows: [
    {
      line: 4,
      field: 'ean',
      reason: 'EAN zapisany jako liczba — odczytano go bez końcówki „.0”',
      value: '5901969421842.0',
    },
  ],
  newEntries: [
    {
      dictionary: 'brands',
      count: 2,
      names: ['Lumos', 'Solaris'],
      text: 'utworzy 2 nowe marki: Lumos, Solaris',
    },
  ],
};

const { calls, serve: answer } = mockImportApi();

function serve() {
  let polled = 0;
  answer(({ method, url }) => {
    if (url === '/api/product-import/templates') return jsonResponse(200, []);
    if (url.startsWith('/api/product-import/upload')) return jsonResponse(201, task('mapping'));
    if (url.endsWith('/confirm')) return jsonResponse(200, dryRun);
    if (url.endsWith('/import')) return jsonResponse(202, { taskId });
    if (url === `/api/product-import/tasks/${taskId}`) {
      polled += 1;
      return jsonResponse(
        200,
        polled > 1
          ? task('completed', { processedRows: 2, totalRows: 2, updated: 1, rejected: 1 })
          : task('running', { processedRows: 1, totalRows: 2 }),
      );
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const stageButton = (name: string) => screen.getByRole('button', { name });

describe('import wizard', () => {
  beforeEach(() => serve());

  it('goes upload → mapping → dry run → final import with progress → completed, with the spec labels', async () => {
    const events = userEvent.setup();
    renderImportTab();
    expect(
      screen.getByText('Brak danych do wyświetlenia. Sprawdź czy plik został poprawnie załadowany.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Mapowanie pól będzie dostępne po załadowaniu i sparsowaniu pliku CSV'),
    ).toBeInTheDocument();
    await events.click(stageButton('Prześlij plik'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Najpierw prześlij plik CSV');

    await events.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['Kod produktu;Nazwa;Cena\nA-1;Kubek;21,49\n'], 'produkty.csv', { type: 'text/csv' }),
    );
    await events.click(stageButton('Prześlij plik'));
    expect(
      await screen.findByRole('table', { name: 'Podgląd danych' }, { timeout: 15_000 }),
    ).toHaveTextContent('Kubek');

    await events.click(stageButton('Potwierdź mapowanie'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Skonfiguruj mapowanie pól przed importem');
    await events.click(screen.getByRole('button', { name: 'Automatyczne mapowanie' }));
    await events.click(stageButton('Potwierdź mapowanie'));
    expect(await screen.findByText(/cena: 19,99 → 21,49/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Odrzucone wiersze' })).toHaveTextContent(
      'EAN zapisany w notacji wykładniczej',
    );
    expect(screen.getByRole('table', { name: 'Ostrzeżenia' })).toHaveTextContent('5901969421842.0');
    expect(screen.getByText(/Ostrzeżenia:/)).toHaveTextContent('Ostrzeżenia: 1');
    const confirmCall = calls.find((call) => call.url.endsWith('/confirm'));
    expect(confirmCall?.body).toEqual({
      mapping: { 'Kod produktu': 'sku', Nazwa: 'name', Cena: 'price.amount' },
      importMode: 'AddAndUpdate',
      productIdentifier: 'Sku',
      sourceOptions: { encoding: 'auto', delimiter: 'auto' },
      missingEntries: { producers: 'create', brands: 'create', suppliers: 'create', categories: 'reject' },
      fieldErrorPolicy: 'skipField',
    });
    expect(screen.getByText('Import utworzy 2 nowe marki: Lumos, Solaris')).toBeInTheDocument();

    await events.click(stageButton('Wykonaj finalny import'));
    // Text queries: role queries over the mapping table's many selects are too slow for a 1 s poll.
    expect(await screen.findByText(/z 2 wierszy/, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByText('Import zakończony pomyślnie').closest('button')).toBeDisabled(),
      { timeout: 15_000 },
    );
    await waitFor(() => expect(screen.getByText('Prześlij plik')).toBeInTheDocument(), { timeout: 15_000 });
  });

  it('recurring mode reads "Utwórz harmonogram" and needs a template, a name and a URL', async () => {
    const events = userEvent.setup();
    renderImportTab();
    await events.click(screen.getByText('Cykliczny'));
    expect(stageButton('Utwórz harmonogram')).toBeDisabled();
    expect(screen.getByLabelText('Nazwa harmonogramu')).toBeInTheDocument();
  });
});
