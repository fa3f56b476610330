import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as SharedFilesPage } from './shared-files-page';

const token = 'A'.repeat(43);
const fetchMock = vi.fn();
const share = (overrides: object = {}) => ({
  targetType: 'folder',
  name: 'Dla klienta',
  companyName: 'Sklep Demo',
  expiresAt: null,
  passwordRequired: false,
  files: [
    {
      id: '3f0e8f4c-1d7e-4f55-9a4c-6f1c1b7d2e11',
      name: 'oferta.pdf',
      size: 2048,
      contentType: 'application/pdf',
      kind: 'pdf',
    },
  ],
  key: null,
  ...overrides,
});

const renderPage = () =>
  renderRoutes([{ path: '/shared-files/:token', Component: SharedFilesPage }], `/shared-files/${token}`);

describe('shared files page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the shared files with download links', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, share()));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dla klienta' })).toBeInTheDocument();
    expect(screen.getByText('Udostępnia: Sklep Demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pobierz oferta.pdf' })).toHaveAttribute(
      'href',
      `/api/shared-files/${token}/files/3f0e8f4c-1d7e-4f55-9a4c-6f1c1b7d2e11`,
    );
  });

  it("says in Polish that a revoked link is gone, with the server's reason", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(410, { error: { code: 'GONE', message: 'Ten link został wyłączony przez właściciela.' } }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Link nie jest już aktywny' })).toBeInTheDocument();
    expect(screen.getByText('Ten link został wyłączony przez właściciela.')).toBeInTheDocument();
  });

  it('asks for the password, shows the server refusal, then the files with the key in their links', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, share({ passwordRequired: true, files: [] })));
    renderPage();
    const field = await screen.findByLabelText('Hasło');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'Nieprawidłowe hasło.' } }),
    );
    await userEvent.type(field, 'zle');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż pliki' }));
    expect(await screen.findByText('Nieprawidłowe hasło.')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, share({ passwordRequired: true, key: '123.abc' })));
    await userEvent.type(field, '-dobre');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż pliki' }));
    const link = await screen.findByRole('link', { name: 'Pobierz oferta.pdf' });
    expect(link.getAttribute('href')).toMatch(/\?key=123\.abc$/);
    expect(fetchMock.mock.calls[2]![0]).toBe(`/api/shared-files/${token}/unlock`);
    expect(JSON.parse(fetchMock.mock.calls[2]![1].body)).toEqual({ password: 'zle-dobre' });
  });
});
