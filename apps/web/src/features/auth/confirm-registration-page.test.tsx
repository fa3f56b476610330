import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@zaplecze/contract/auth/auth';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as ActivationPage } from './confirm-registration-page';

const fetchMock = vi.fn();
const userId = '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11';

const renderActivation = (path: string) =>
  renderRoutes([{ path: '/auth/confirm-registration/:userId/:resetToken', Component: ActivationPage }], path);

describe('activation screen', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('activates once and offers the login link', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: authMessages.activationSuccess }));
    renderActivation(`/auth/confirm-registration/${userId}/tok-abc`);
    expect(await screen.findByTestId('activation-success')).toHaveTextContent(authMessages.activationSuccess);
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/auth/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      userId,
      token: 'tok-abc',
    });
  });

  it('shows the invalid-link error at once for a malformed link, without a request', async () => {
    renderActivation('/auth/confirm-registration/nie-uuid/tok-abc');
    expect(await screen.findByTestId('activation-error')).toHaveTextContent(
      'Nieprawidłowy link aktywacyjny.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message under 'Błąd aktywacji' with hints and a register link", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { error: { code: 'BAD_REQUEST', message: authMessages.activationExpired } }),
    );
    renderActivation(`/auth/confirm-registration/${userId}/tok-old`);
    expect(await screen.findByTestId('activation-error')).toHaveTextContent(authMessages.activationExpired);
    expect(screen.getByRole('heading', { name: 'Błąd aktywacji' })).toBeInTheDocument();
    expect(screen.getByText('Spróbuj zarejestrować się ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarejestruj się ponownie' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });
});
