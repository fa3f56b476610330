import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockedMessage, remainingAttemptsMessage } from '@zaplecze/contract/auth/auth';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as LoginPage } from './login-page';

const user = {
  id: '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11',
  username: 'jan',
  email: 'jan@firma.pl',
  displayName: 'Jan',
  accountId: '0f1e2d3c-4b5a-4978-8877-665544332211',
  companyName: 'Firma',
  licence: {
    id: 'free',
    planName: 'Free',
    status: 'trial',
    validTo: '2030-01-01T00:00:00.000Z',
    daysLeft: 14,
    readOnly: false,
  },
};

const fetchMock = vi.fn();

function renderLogin() {
  return renderRoutes(
    [
      { path: '/auth', Component: LoginPage },
      { path: '/dashboard', element: <p>Pulpit</p> },
    ],
    '/auth',
  );
}

async function fillAndSubmit(username: string, password: string) {
  const events = userEvent.setup();
  await events.clear(screen.getByLabelText(/^Nazwa użytkownika lub e-mail/));
  await events.type(screen.getByLabelText(/^Nazwa użytkownika lub e-mail/), username);
  await events.clear(screen.getByLabelText(/^Hasło/));
  await events.type(screen.getByLabelText(/^Hasło/), password);
  await events.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

const loginBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/auth/login')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

// Typing whole forms with user-event takes a few seconds on a busy machine.
describe('login screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStore.signOut();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
    notifications.clean();
  });

  it('shows the required messages after a field is left and keeps submit blocked while invalid', async () => {
    renderLogin();
    const events = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Zaloguj się' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Nazwa użytkownika jest wymagana')).not.toBeInTheDocument();
    await events.click(screen.getByLabelText(/^Nazwa użytkownika lub e-mail/));
    await events.click(screen.getByLabelText(/^Hasło/));
    expect(await screen.findByText('Nazwa użytkownika jest wymagana')).toBeInTheDocument();
    await events.tab();
    expect(await screen.findByText('Hasło jest wymagane')).toBeInTheDocument();
    await events.type(screen.getByLabelText(/^Nazwa użytkownika lub e-mail/), 'jan');
    await events.type(screen.getByLabelText(/^Hasło/), 'tajne');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends username or e-mail depending on the at-sign', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: remainingAttemptsMessage(2) } }),
    );
    renderLogin();
    await fillAndSubmit('jan', 'Haslo!Tajne1');
    await screen.findByTestId('login-error');
    await fillAndSubmit('jan@firma.pl', 'Haslo!Tajne1');
    await waitFor(() => expect(loginBodies()).toHaveLength(2));
    expect(loginBodies()).toEqual([
      { username: 'jan', password: 'Haslo!Tajne1' },
      { email: 'jan@firma.pl', password: 'Haslo!Tajne1' },
    ]);
  });

  it('after a failure shows the server message inline, the toast and the attempt hint; a lock replaces the hint', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: remainingAttemptsMessage(2) } }),
      )
      .mockResolvedValueOnce(jsonResponse(423, { error: { code: 'LOCKED', message: lockedMessage(15) } }));
    renderLogin();
    await fillAndSubmit('jan', 'zle-haslo');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(remainingAttemptsMessage(2));
    expect(await screen.findByText('Logowanie się nie powiodło')).toBeInTheDocument();
    expect(screen.getByTestId('login-hint')).toHaveTextContent('Nieudana próba logowania (1 z 3)');

    await fillAndSubmit('jan', 'znowu-zle');
    expect(await screen.findByTestId('login-locked')).toHaveTextContent(lockedMessage(15));
    expect(screen.getByText('Logowanie tymczasowo zablokowane')).toBeInTheDocument();
    expect(screen.queryByTestId('login-hint')).not.toBeInTheDocument();
  });

  it('signs in, greets the user and goes to the dashboard', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 'access', expiresIn: 600, user }));
    const { router } = renderLogin();
    await fillAndSubmit('jan', 'Haslo!Tajne1');
    expect(await screen.findByText('Pulpit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Zalogowano pomyślnie!')).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', user: { username: 'jan' } });
    expect(sessionStore.getToken()).toBe('access');
  });

  it('names the page for the browser tab', () => {
    renderLogin();
    expect(document.title).toBe('Logowanie | Zaplecze');
  });
});
