import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SkuSettings } from '@zaplecze/contract/sku-generator/sku-generator';
import { sessionStore } from '../../lib/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as SkuGeneratorPage } from './sku-generator-page';

const fetchMock = vi.fn();
const saved: SkuSettings = {
  configured: true,
  pattern: 'KAT-{category}-{counter:5}',
  nextNumber: 1001,
  preview: 'KAT-ELE-01001',
  version: 3,
  modifiedAt: '2026-11-20T10:00:00.000Z',
};

function signInWith(permissions: string[]) {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep Oli',
    role: { isAdmin: false },
    permissions,
  });
}

const renderPage = () => renderRoutes([{ path: '*', element: <SkuGeneratorPage /> }]);

describe('SKU generator screen', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInWith(['pim.read', 'pim.edit']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
    sessionStore.signOut();
  });

  it('previews the next SKU while typing and names a bad pattern', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, saved));
    renderPage();
    expect(await screen.findByTestId('sku-preview')).toHaveTextContent('KAT-ELE-01001');
    const pattern = screen.getByLabelText(/Wzorzec SKU/);
    fireEvent.change(pattern, { target: { value: '{producer:4}/{counter:3}' } });
    expect(screen.getByTestId('sku-preview')).toHaveTextContent('SAMS/1001');
    fireEvent.change(pattern, { target: { value: 'A-{kolor}-{counter}' } });
    expect(screen.getByTestId('sku-preview-error')).toHaveTextContent('Nieznany znacznik {kolor}');
  });

  it('saves the pattern with the stored version', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') return jsonResponse(200, { ...saved, pattern: 'P-{counter:4}', version: 4 });
      return jsonResponse(200, saved);
    });
    renderPage();
    const pattern = await screen.findByLabelText(/Wzorzec SKU/);
    fireEvent.change(pattern, { target: { value: 'P-{counter:4}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wzorzec' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/sku-generator',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    expect(JSON.parse(put[1].body as string)).toEqual({
      pattern: 'P-{counter:4}',
      nextNumber: 1001,
      version: 3,
    });
    expect(await screen.findByText('Wzorzec SKU został zapisany')).toBeInTheDocument();
  });

  it('shows the pattern read-only without the edit right', async () => {
    signInWith(['pim.read']);
    fetchMock.mockImplementation(async () => jsonResponse(200, saved));
    renderPage();
    expect(await screen.findByLabelText(/Wzorzec SKU/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Zapisz wzorzec' })).toBeNull();
  });
});
