import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderImportSchedule } from '@zaplecze/contract/orders/order-import-templates';
import { sessionStore } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import '../translations';
import { ScheduleSection } from './schedule-section';

const daily: OrderImportSchedule = {
  id: '5b1c0d7e-0000-4000-8000-000000000010',
  templateId: '5b1c0d7e-0000-4000-8000-000000000020',
  templateName: 'Mój Shopify',
  name: 'Sklep co godzinę',
  url: 'https://sklep.example.pl/zamowienia.csv',
  intervalUnit: 'Hours',
  intervalValue: 2,
  startTime: '2026-11-27T05:00:00.000Z',
  isActive: true,
  nextRunAt: '2026-11-28T07:00:00.000Z',
  lastRunAt: '2026-11-28T05:00:00.000Z',
  lastRun: null,
  lastError: 'Adres wskazuje na sieć wewnętrzną',
};

const fetchMock = vi.fn();

describe('Import zamówień → Harmonogram', () => {
  let schedules: OrderImportSchedule[];
  beforeEach(() => {
    schedules = [daily];
    sessionStore.signIn('token', {
      id: 'u1',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: 'a1',
      companyName: 'Sklep',
      permissions: ['oms.read', 'oms.edit'],
    });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (input === '/api/orders/import-templates') return jsonResponse(200, { data: [] });
      if (input === '/api/orders/import-schedules') return jsonResponse(200, { data: schedules });
      if (input === `/api/orders/import-schedules/${daily.id}` && method === 'PATCH') {
        schedules = [{ ...daily, isActive: false, nextRunAt: null }];
        return jsonResponse(200, schedules[0]);
      }
      throw new Error(`unexpected ${method} ${input}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('lists a schedule with its interval, next run and last result, and pauses it', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: ScheduleSection }]);
    const row = await screen.findByTestId('order-import-schedule');
    expect(row).toHaveTextContent('co 2 godziny');
    expect(row).toHaveTextContent('Mój Shopify');
    expect(row).toHaveTextContent('Adres wskazuje na sieć wewnętrzną');
    expect(within(row).getByText('Aktywny')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('order-import-schedule')).getByText('Wstrzymany')).toBeInTheDocument(),
    );
    const patch = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
    );
    expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({ isActive: false });
    expect(screen.getByRole('button', { name: 'Wznów' })).toBeInTheDocument();
  });
});
