import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '@zaplecze/contract/two-factor/two-factor';
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
};
const fetchMock = vi.fn();
const bodiesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, string>);

describe('login with two-factor authentication', () => {
  beforeEach(() => {
    sessionStore.signOut();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/login')
        return jsonResponse(200, { twoFactorRequired: true, challengeToken: 'challenge-1', expiresIn: 300 });
      const { code } = JSON.parse(init.body as string) as { code: string };
      return code === '123456'
        ? jsonResponse(200, { token: 'access', expiresIn: 600, user })
        : jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: twoFactorMessages.invalidCode } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStore.signOut();
    notifications.clean();
  });

  it('asks for the code after the password and signs in only with a valid one', async () => {
    renderRoutes(
      [
        { path: '/auth', Component: LoginPage },
        { path: '/dashboard', element: <p>Pulpit</p> },
      ],
      '/auth',
    );
    const events = userEvent.setup();
    await events.type(screen.getByLabelText(/^Nazwa użytkownika lub e-mail/), 'jan');
    await events.type(screen.getByLabelText(/^Hasło/), 'Haslo!Tajne1');
    await events.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    const code = await screen.findByLabelText(/^Kod weryfikacyjny/);
    expect(sessionStore.getState().status).toBe('anonymous');
    await events.type(code, '654321');
    await events.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByTestId('two-factor-error')).toHaveTextContent(twoFactorMessages.invalidCode);
    expect(sessionStore.getState().status).toBe('anonymous');

    await events.type(screen.getByLabelText(/^Kod weryfikacyjny/), '123 456');
    await events.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(await screen.findByText('Pulpit')).toBeInTheDocument();
    expect(sessionStore.getState().status).toBe('authenticated');
    await waitFor(() =>
      expect(bodiesTo('/api/auth/login/two-factor')).toEqual([
        { challengeToken: 'challenge-1', code: '654321' },
        { challengeToken: 'challenge-1', code: '123456' },
      ]),
    );
  });
});
