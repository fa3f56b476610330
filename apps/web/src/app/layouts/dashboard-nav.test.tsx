import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { DashboardNav } from './dashboard-nav';

describe('dashboard navigation', () => {
  it('marks an item active only on an exact path match', async () => {
    renderRoutes([{ path: '*', element: <DashboardNav /> }], '/dashboard/orders');
    expect(await screen.findByRole('link', { name: 'Zamówienia' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pulpit' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark the parent item on a nested path', async () => {
    renderRoutes([{ path: '*', element: <DashboardNav /> }], '/dashboard/orders/42');
    expect(await screen.findByRole('link', { name: 'Zamówienia' })).not.toHaveAttribute('aria-current');
  });
});

describe('dashboard navigation for a limited role', () => {
  afterEach(() => sessionStore.signOut());

  it('hides the areas the role cannot read', async () => {
    sessionStore.signIn('token', {
      id: 'u1',
      username: 'ola',
      email: 'ola@sklep.pl',
      displayName: 'Ola',
      accountId: 'a1',
      companyName: 'Sklep',
      role: { id: 'r1', name: 'Tylko zamówienia', isAdmin: false },
      permissions: ['oms.read'],
    });
    renderRoutes([{ path: '*', element: <DashboardNav /> }], '/dashboard/summary');
    expect(await screen.findByRole('link', { name: 'Zamówienia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Produkty' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Konta pracowników' })).not.toBeInTheDocument();
  });
});
