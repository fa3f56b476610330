import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '@zaplecze/contract/two-factor/two-factor';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { TwoFactorCard } from './components/two-factor-card';

const fetchMock = vi.fn();
const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-${String(i).padStart(5, '0')}`);

describe('own two-factor authentication', () => {
  let enabled = false;
  beforeEach(() => {
    enabled = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(init.body as string) as { code: string }) : null;
      if (url === '/api/auth/two-factor')
        return jsonResponse(200, {
          enabled,
          enabledAt: enabled ? '2026-03-01T10:00:00.000Z' : null,
          recoveryCodesLeft: enabled ? 10 : 0,
        });
      if (url === '/api/auth/two-factor/setup')
        return jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUrl: 'otpauth://totp/Zaplecze:ola?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        });
      if (url === '/api/auth/two-factor/confirm') {
        if (body?.code !== '123456')
          return jsonResponse(400, {
            error: { code: 'VALIDATION_FAILED', message: twoFactorMessages.invalidCode },
          });
        enabled = true;
        return jsonResponse(200, { recoveryCodes: codes, message: twoFactorMessages.enabled });
      }
      if (url === '/api/auth/two-factor/disable') {
        enabled = false;
        return jsonResponse(200, { message: twoFactorMessages.disabled });
      }
      throw new Error(`unexpected ${url}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('enrols with the QR code or key, refuses a wrong code and shows the recovery codes once', async () => {
    renderWithProviders(<TwoFactorCard />);
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Włącz 2FA' }));
    expect(
      await screen.findByRole('img', { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    const code = screen.getByLabelText('Kod z aplikacji');
    await events.type(code, '12');
    await events.click(screen.getByRole('button', { name: 'Potwierdź i włącz' }));
    expect(await screen.findByText(twoFactorMessages.codeFormat)).toBeInTheDocument();
    await events.clear(code);
    await events.type(code, '654321');
    await events.click(screen.getByRole('button', { name: 'Potwierdź i włącz' }));
    expect(await screen.findByText(twoFactorMessages.invalidCode)).toBeInTheDocument();

    await events.clear(code);
    await events.type(code, '123 456');
    await events.click(screen.getByRole('button', { name: 'Potwierdź i włącz' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByText(/^ABCDE-/)).toHaveLength(10);
    await events.click(screen.getByRole('button', { name: 'Zapisałem kody' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(await screen.findByText('Włączone')).toBeInTheDocument();
    expect(screen.getByText('Kody odzyskiwania do wykorzystania: 10.')).toBeInTheDocument();
  });

  it('turns 2FA off with a code', async () => {
    enabled = true;
    renderWithProviders(<TwoFactorCard />);
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Kod z aplikacji lub kod odzyskiwania'), '123456');
    await events.click(screen.getByRole('button', { name: 'Wyłącz 2FA' }));
    expect(await screen.findByRole('button', { name: 'Włącz 2FA' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Wyłączone')).toBeInTheDocument());
  });
});
