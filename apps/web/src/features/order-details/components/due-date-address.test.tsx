import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../translations';
import { AddressView } from './address-view';
import { DueDate } from './schedule-card';

const emptyAddress = {
  name: '',
  street: '',
  buildingNumber: '',
  flatNumber: '',
  zipCode: '',
  city: '',
  country: '',
};

describe('delivery card texts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00+01:00'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          data: [
            { code: 'DE', name: 'Niemcy' },
            { code: 'PL', name: 'Polska' },
          ],
        }),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("marks a passed date in red as 'Po terminie o 26 dni' instead of 'Pozostało dni: 0'", async () => {
    renderWithProviders(<DueDate iso="2026-10-26T12:00:00+01:00" />);
    const badge = await screen.findByTestId('overdue');
    expect(badge).toHaveTextContent('Po terminie o 26 dni');
    expect(screen.queryByText(/Pozostało dni/)).not.toBeInTheDocument();
  });

  it('says one day in the singular and keeps the days left for future dates', async () => {
    const { unmount } = renderWithProviders(<DueDate iso="2026-11-20T12:00:00+01:00" />);
    expect(await screen.findByTestId('overdue')).toHaveTextContent('Po terminie o 1 dzień');
    unmount();
    renderWithProviders(<DueDate iso="2026-11-24T12:00:00+01:00" />);
    expect(await screen.findByText('Pozostało dni: 3')).toBeInTheDocument();
    expect(screen.queryByTestId('overdue')).not.toBeInTheDocument();
  });

  it("shows a new order's country instead of 'Brak danych'", async () => {
    renderWithProviders(<AddressView address={{ ...emptyAddress, country: 'DE' }} />);
    expect(await screen.findByText('Niemcy')).toBeInTheDocument();
    expect(screen.queryByText('Brak danych')).not.toBeInTheDocument();
  });

  it("keeps 'Brak danych' for an address with nothing in it", async () => {
    renderWithProviders(<AddressView address={emptyAddress} />);
    expect(await screen.findByText('Brak danych')).toBeInTheDocument();
  });
});
