import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { renderRoutes } from '../test/render';
import { RequireAuth, RequireGuest } from './guards';

const routes = [
  {
    path: '/auth',
    element: (
      <RequireGuest>
        <p>Ekran logowania</p>
      </RequireGuest>
    ),
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <p>Pulpit</p>
      </RequireAuth>
    ),
  },
];

describe('route guards', () => {
  afterEach(() => sessionStore.signOut());

  it('sends a signed-out visitor from the dashboard to /auth', async () => {
    sessionStore.signOut();
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Ekran logowania')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user from /auth to the dashboard', async () => {
    sessionStore.signIn('t', {
      id: '1',
      username: 'demo',
      email: 'demo@zaplecze.pl',
      displayName: 'Demo',
      accountId: 'a',
      companyName: 'Sklep',
    });
    const { router } = renderRoutes(routes, '/auth');
    expect(await screen.findByText('Pulpit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
