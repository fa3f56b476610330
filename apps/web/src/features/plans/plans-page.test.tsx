import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Licence, Plan } from '@zaplecze/contract/plans/plans';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as PlansPage } from './plans-page';

const accountId = '0f1e2d3c-4b5a-4978-8877-665544332211';
const limits = {
  orders: 1000,
  products: 1000,
  imports: 2,
  urls: 2,
  updates: 60,
  manual: { count: 2, period: 'day' as const },
  staff: 3,
  modules: 5,
};
const plan = (id: Plan['id'], extra: Partial<Plan> = {}): Plan => ({
  id,
  name: `Plan ${id}`,
  type: id,
  price: { amount: id === 'free' ? '0.00' : '149.00', currency: 'PLN' },
  period: 'month',
  description: 'Opis',
  paymentUrl: id === 'free' ? null : `https://pay.example/${id}`,
  features: ['Import 2 razy dziennie'],
  limits,
  additionalInfo: [],
  isPopular: id === 'extended',
  isFree: id === 'free',
  trialDays: id === 'free' ? 14 : null,
  ...extra,
});
const licence: Licence = {
  id: 'extended',
  planId: 'extended',
  planName: 'Plan extended',
  status: 'active',
  validTo: '2030-03-01T00:00:00.000Z',
  daysLeft: 20,
  readOnly: false,
  limits,
  isTrial: false,
  notice: null,
};
const user = {
  id: '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11',
  username: 'ola',
  email: 'ola@sklep.pl',
  displayName: 'Ola',
  accountId,
  companyName: 'Sklep',
};

describe('plans screen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/plans'
          ? jsonResponse(200, { data: [plan('basic'), plan('extended'), plan('free')] })
          : jsonResponse(200, licence),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.signOut();
  });

  it('shows the current plan, the popular badge, limits in Polish and purchase links with the account id', async () => {
    sessionStore.signIn('token', user);
    renderRoutes([{ path: '/settings/plans', Component: PlansPage }], '/settings/plans');
    expect(await screen.findByRole('heading', { name: 'Plan abonamentowy' })).toBeInTheDocument();
    const current = await screen.findByTestId('current-plan');
    expect(current).toHaveTextContent('Plan extended');
    expect(current).toHaveTextContent('Aktywny');
    const extended = screen.getByTestId('plan-extended');
    expect(within(extended).getByText('Najpopularniejszy')).toBeInTheDocument();
    expect(within(extended).getByText('Twój plan')).toBeInTheDocument();
    expect(
      within(extended).getByRole('row', { name: /Automatyczna aktualizacja co godzinę/ }),
    ).toBeInTheDocument();
    expect(within(extended).getByRole('row', { name: /Importy 2 razy dziennie/ })).toBeInTheDocument();
    const buy = screen.getByTestId('buy-basic');
    expect(buy).toHaveAttribute('href', `https://pay.example/basic?client_reference_id=${accountId}`);
    expect(buy).toHaveAttribute('target', '_blank');
    expect(screen.queryByTestId('buy-free')).not.toBeInTheDocument();
  });

  it('shows no purchase link while the account is not loaded', async () => {
    renderRoutes([{ path: '/settings/plans', Component: PlansPage }], '/settings/plans');
    await screen.findByTestId('plan-basic');
    expect(screen.queryByTestId('buy-basic')).not.toBeInTheDocument();
  });
});
