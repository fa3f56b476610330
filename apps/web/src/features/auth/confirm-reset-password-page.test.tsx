import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@zaplecze/contract/auth/auth';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ConfirmResetPage } from './confirm-reset-password-page';

const fetchMock = vi.fn();
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function renderPage(token = 'tok-123') {
  return renderRoutes(
    [
      { path: '/auth/confirm-reset-password', Component: ConfirmResetPage },
      { path: '/auth/login', element: <p>Ekran logowania</p> },
    ],
    `/auth/confirm-reset-password?token=${token}`,
  );
}

async function submitNewPassword(password = 'Nowe!Haslo12', repeat = password) {
  const events = userEvent.setup();
  await events.type(input('Nowe hasło'), password);
  await events.type(input('Powtórz nowe hasło'), repeat);
  await events.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  return events;
}

// Typing whole forms with user-event takes a few seconds on a busy machine.
describe('confirm reset password screen', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('prefills the token from the link and says live whether the passwords agree', async () => {
    renderPage();
    expect(input('Token resetowania')).toHaveValue('tok-123');
    const events = userEvent.setup();
    await events.type(input('Nowe hasło'), 'Nowe!Haslo12');
    await events.type(input('Powtórz nowe hasło'), 'Nowe!Haslo');
    expect(screen.getByTestId('password-match')).toHaveTextContent('Hasła nie są zgodne');
    await events.type(input('Powtórz nowe hasło'), '12');
    expect(screen.getByTestId('password-match')).toHaveTextContent('Hasła się zgadzają');
  });

  it('enforces the 12 to 32 character length', async () => {
    renderPage();
    await submitNewPassword('Krotkie!1');
    expect(await screen.findByText(authMessages.resetPasswordLength)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [400, authMessages.resetInvalidToken],
    [404, authMessages.resetTokenNotFound],
    [500, 'Nie udało się zmienić hasła. Spróbuj ponownie za chwilę.'],
  ])('maps status %i to its message', async (status, message) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { error: { code: 'X', message: 'tekst serwera' } }));
    renderPage();
    await submitNewPassword();
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(message);
  });

  it('shows the network message when the server cannot be reached (status 0)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await submitNewPassword();
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('Brak połączenia z serwerem');
  });

  it('sends only token and password, shows success and then goes to login', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: authMessages.resetSuccess }));
    const { router } = renderPage();
    await submitNewPassword();
    expect(await screen.findByTestId('reset-success')).toHaveTextContent(authMessages.resetSuccess);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      token: 'tok-123',
      password: 'Nowe!Haslo12',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 5000 });
  });
});
