import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import {
  bulkIds,
  chooseOption,
  expectNothingSelected,
  renderBulkDialog,
  stubFetch,
} from '../__fixtures__/bulk-dialog';
import { groups, statuses, uuid } from '../__fixtures__/orders';
import { statusOptions } from '../../../components/order-status-options/status-options';
import '../translations';
import { BulkStatusModal } from './bulk-status-modal';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn();
const statusData = statusOptions(statuses.data, groups.data, 'Bez grupy');
const renderModal = (count = 3) =>
  renderBulkDialog((props) => <BulkStatusModal {...props} statusData={statusData} />, count);

const chooseStatus = (events: ReturnType<typeof userEvent.setup>, name: string) =>
  chooseOption(events, /Nowy status/, name, (listbox) => {
    expect(within(listbox).getByText('Bez grupy')).toBeInTheDocument();
    expect(within(listbox).getByText('Wysyłka')).toBeInTheDocument();
  });

describe('bulk status dialog', () => {
  stubFetch(fetchMock);

  it('warns when nothing is selected', async () => {
    renderModal(0);
    await expectNothingSelected('Zmiana statusu zamówień', 'Zmień status');
  });

  it('requires a status, shows the work in progress and reports the count', async () => {
    let finish: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { events, onDone } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówień' });
    expect(within(dialog).getByTestId('bulk-target')).toHaveTextContent('Zmieniasz status: 3 zamówienia.');

    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    expect(await within(dialog).findByText('Status jest wymagany')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseStatus(events, 'Wysłane');
    await events.type(within(dialog).getByLabelText(/Komentarz/), 'Wysłano paczki');
    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    expect(await within(dialog).findByRole('button', { name: 'Zmienianie...' })).toBeDisabled();
    expect(within(dialog).getByText('Zmienianie statusu zamówień...')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Komentarz/)).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/bulk/status');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      orderIds: bulkIds,
      statusId: statuses.data[2]!.id,
      comment: 'Wysłano paczki',
    });
    finish(
      jsonResponse(200, {
        state: 'completed',
        total: 3,
        changed: 3,
        message: 'Zmieniono status 3 zamówień.',
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Zmieniono status 3 zamówień.'));
  });

  it("shows the server's error, or the fallback when there is none", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(422, { error: { code: 'VALIDATION', message: 'Wybrany status nie istnieje.' } }),
      )
      .mockResolvedValueOnce(new Response('upstream down', { status: 502 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { events, onDone } = renderModal(1);
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówień' });
    await chooseStatus(events, 'Nowe');
    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    expect(await within(dialog).findByTestId('bulk-error')).toHaveTextContent('Wybrany status nie istnieje.');

    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(within(dialog).getByTestId('bulk-error')).toHaveTextContent(
        'Wystąpił błąd podczas zmiany statusu zamówień',
      ),
    );

    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await waitFor(() =>
      expect(within(dialog).getByTestId('bulk-error')).toHaveTextContent(
        'Wystąpił błąd podczas zmiany statusu zamówień',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('hands a queued job over to the page', async () => {
    const job = { state: 'queued', jobId: uuid(600), total: 5000 };
    fetchMock.mockResolvedValueOnce(jsonResponse(202, job));
    const { events, onQueued } = renderModal(3);
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana statusu zamówień' });
    await chooseStatus(events, 'Opłacone');
    await events.click(within(dialog).getByRole('button', { name: 'Zmień status' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith(job));
  });
});
