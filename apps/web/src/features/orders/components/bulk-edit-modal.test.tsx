import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import {
  bulkIds,
  chooseOption,
  expectNothingSelected,
  renderBulkDialog,
  stubFetch,
} from '../__fixtures__/bulk-dialog';
import { uuid } from '../__fixtures__/orders';
import '../translations';
import { BulkEditModal } from './bulk-edit-modal';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const renderModal = (count = 3) => renderBulkDialog((props) => <BulkEditModal {...props} />, count);

const editCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/orders/bulk/edit'));

describe('bulk edit dialog', () => {
  stubFetch(fetchMock);

  it('warns when nothing is selected', async () => {
    renderModal(0);
    await expectNothingSelected('Edycja zbiorcza zamówień', 'Zapisz zmiany');
  });

  it('asks for a ticked field, then sends only the ticked fields and reports the count', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/orders/bulk/edit')
          ? jsonResponse(200, {
              state: 'completed',
              total: 3,
              changed: 3,
              skipped: 0,
              skips: [],
              message: 'Zmieniono 3 zamówienia.',
            })
          : jsonResponse(200, { data: [], total: 0 }),
      ),
    );
    const { events, onDone } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zbiorcza zamówień' });
    expect(within(dialog).getByTestId('bulk-edit-target')).toHaveTextContent('Edytujesz 3 zamówienia.');
    expect(within(dialog).getByRole('textbox', { name: 'Metoda płatności' })).toBeDisabled();

    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Zaznacz co najmniej jedno pole do zmiany')).toBeInTheDocument();

    await events.click(within(dialog).getByRole('checkbox', { name: 'Zmień: Metoda płatności' }));
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Wybierz metodę płatności')).toBeInTheDocument();
    expect(editCalls()).toHaveLength(0);

    await chooseOption(events, 'Metoda płatności', 'BLIK');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Zmień: Termin wysyłki' }));
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Zmieniono 3 zamówienia.'));
    const [, init] = editCalls()[0]!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      orderIds: bulkIds,
      changes: { paymentMethod: 'blik', shipmentDateEnd: null },
    });
  });

  it('keeps the skipped orders and their reasons in view', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/orders/bulk/edit')
          ? jsonResponse(200, {
              state: 'completed',
              total: 2,
              changed: 1,
              skipped: 1,
              skips: [
                { orderId: uuid(2), no: 17, reason: 'Brak wystarczającego stanu: KUBEK w magazynie Kraków' },
              ],
              message: 'Zmieniono 1 zamówienie, pominięto 1.',
            })
          : jsonResponse(200, { data: [], total: 0 }),
      ),
    );
    const { events, onDone } = renderModal(2);
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zbiorcza zamówień' });
    await events.click(within(dialog).getByRole('checkbox', { name: 'Zmień: Metoda dostawy' }));
    await chooseOption(events, 'Metoda dostawy', 'Kurier');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByTestId('bulk-edit-result')).toHaveTextContent(
      'Zmieniono 1 zamówienie, pominięto 1.',
    );
    expect(within(dialog).getByTestId('bulk-skips')).toHaveTextContent(
      'Zamówienie nr 17: Brak wystarczającego stanu: KUBEK w magazynie Kraków',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('hands a queued job over to the page', async () => {
    const job = { state: 'queued', jobId: uuid(600), total: 5000 };
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/api/orders/bulk/edit') ? jsonResponse(202, job) : jsonResponse(200, { data: [] }),
      ),
    );
    const { events, onQueued } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Edycja zbiorcza zamówień' });
    await events.click(within(dialog).getByRole('checkbox', { name: 'Zmień: Dokument sprzedaży' }));
    await chooseOption(events, 'Dokument sprzedaży', 'Faktura');
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith(job));
  });
});
