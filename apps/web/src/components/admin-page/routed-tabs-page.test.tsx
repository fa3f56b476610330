import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconApi, IconApps } from '@tabler/icons-react';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import { RoutedTabsPage } from './routed-tabs-page';

const area = {
  title: 'Obszar',
  subtitle: 'Opis obszaru',
  tabs: { first: 'Pierwsza', second: 'Druga' },
  noAccess: { title: 'Brak dostępu', text: 'Tylko administrator.', back: 'Wróć do pulpitu' },
};
addTranslations({ pl: { area }, en: { area } });

const page = {
  path: '/area',
  element: (
    <RoutedTabsPage
      basePath="/area"
      keyPrefix="area"
      access="admin"
      tabs={[
        { value: 'first', icon: IconApps },
        { value: 'second', icon: IconApi },
      ]}
    />
  ),
  children: [
    { path: 'first', element: <p>Treść pierwszej</p> },
    { path: 'second', element: <p>Treść drugiej</p> },
  ],
};

describe('a page of tabs per sub-route', () => {
  afterEach(() => sessionStore.signOut());

  it('shows the tab of the route and moves to another tab by its route', async () => {
    signInAdmin();
    const { router } = renderRoutes([page], '/area/second');
    expect(screen.getByRole('heading', { name: 'Obszar', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Druga' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Treść drugiej')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pierwsza' }));
    expect(router.state.location.pathname).toBe('/area/first');
    expect(await screen.findByText('Treść pierwszej')).toBeInTheDocument();
  });

  it('shows the no-access state to a user without the access, and no tab', () => {
    sessionStore.signIn('token', {
      id: '7d3c4e1a-1111-4a2b-8c3d-000000000003',
      username: 'jan',
      email: 'jan@sklep.pl',
      displayName: 'Jan',
      accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
      companyName: 'Sklep',
      role: { isAdmin: false },
      permissions: ['oms.read'],
    });
    renderRoutes([page], '/area/first');
    expect(screen.getByTestId('no-access')).toHaveTextContent('Tylko administrator.');
    expect(screen.getByRole('link', { name: 'Wróć do pulpitu' })).toHaveAttribute(
      'href',
      '/dashboard/summary',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
