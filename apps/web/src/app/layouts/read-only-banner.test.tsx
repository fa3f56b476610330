import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planMessages } from '@zaplecze/contract/plans/plans';
import { jsonResponse, renderRoutes } from '../../test/render';
import { ReadOnlyBanner } from './read-only-banner';

const licence = (readOnly: boolean) => ({
  id: 'free',
  planId: 'free',
  planName: 'Free',
  status: readOnly ? 'expired' : 'trial',
  validTo: '2026-01-01T00:00:00.000Z',
  daysLeft: 0,
  readOnly,
  limits: {
    orders: null,
    products: 150000,
    imports: 4,
    urls: 4,
    updates: 15,
    manual: null,
    staff: null,
    modules: null,
  },
  isTrial: true,
  notice: readOnly ? planMessages.trialExpired : null,
});

describe('read-only banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an account whose trial expired that it is read-only and links to the plans', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, licence(true))),
    );
    renderRoutes([{ path: '/dashboard/summary', element: <ReadOnlyBanner /> }], '/dashboard/summary');
    expect(await screen.findByTestId('read-only-banner')).toHaveTextContent(planMessages.trialExpired);
    expect(screen.getByRole('link', { name: 'Plan abonamentowy' })).toHaveAttribute(
      'href',
      '/settings/plans',
    );
  });

  it('stays hidden while the licence is valid', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, licence(false)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/dashboard/summary', element: <ReadOnlyBanner /> }], '/dashboard/summary');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument();
  });
});
