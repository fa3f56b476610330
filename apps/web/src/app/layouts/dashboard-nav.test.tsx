import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
