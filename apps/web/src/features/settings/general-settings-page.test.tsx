import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@zaplecze/contract/accounts/accounts';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as GeneralSettingsPage } from './general-settings-page';

const company = (version: number, companyName = 'Sklep Oli') => ({
  companyName,
  vatId: '5260250274',
  street: 'Długa',
  buildingNumber: '5',
  flatNumber: '',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  region: '',
  email: 'faktury@sklep.pl',
  prefix: '+48',
  phoneNumber: '600100200',
  version,
  modifiedAt: '2026-01-01T10:00:00.000Z',
});
const profile = {
  id: '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11',
  username: 'ola',
  email: 'ola@sklep.pl',
  displayName: 'Ola',
  version: 1,
};
const fetchMock = vi.fn();

// Typing whole forms with user-event takes a few seconds on a busy machine.
describe('general settings', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('validates with the contract rules and, on a stale version, offers to load the current data', async () => {
    let companyReads = 0;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/settings/profile') return jsonResponse(200, profile);
      if (init.method === 'PUT')
        return jsonResponse(409, {
          error: { code: 'VERSION_CONFLICT', message: genericMessages.versionConflict },
        });
      companyReads += 1;
      return jsonResponse(200, companyReads === 1 ? company(1) : company(2, 'Sklep Oli i Syn'));
    });
    renderRoutes([{ path: '/settings/general', Component: GeneralSettingsPage }], '/settings/general');
    const form = await screen.findByRole('form', { name: 'Dane firmy do faktury' });
    const events = userEvent.setup();
    const zip = within(form).getByLabelText(/^Kod pocztowy/);
    await events.clear(zip);
    await events.type(zip, '00950');
    await events.click(within(form).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(form).findByText(accountMessages.zipCodeFormat)).toBeInTheDocument();

    await events.clear(zip);
    await events.type(zip, '00-951');
    await events.click(within(form).getByRole('button', { name: 'Zapisz zmiany' }));
    const conflict = await screen.findByTestId('version-conflict');
    expect(conflict).toHaveTextContent(genericMessages.versionConflict);
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit).method === 'PUT')!;
    expect(JSON.parse((put[1] as RequestInit).body as string)).toMatchObject({
      zipCode: '00-951',
      version: 1,
    });

    await events.click(within(conflict).getByRole('button', { name: 'Wczytaj aktualne dane' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nazwa firmy/)).toHaveValue('Sklep Oli i Syn'));
    expect(screen.queryByTestId('version-conflict')).not.toBeInTheDocument();
  });

  it('shows an error with retry when the data cannot be loaded', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/settings/profile'
        ? jsonResponse(200, profile)
        : jsonResponse(404, { error: { code: 'NOT_FOUND', message: genericMessages.notFound } }),
    );
    renderRoutes([{ path: '/settings/general', Component: GeneralSettingsPage }], '/settings/general');
    expect(await screen.findByText(genericMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('ola@sklep.pl')).toBeInTheDocument();
  });
});
