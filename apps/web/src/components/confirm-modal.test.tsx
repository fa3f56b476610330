import { ModalsProvider } from '@mantine/modals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { openConfirm, sanitizeHtml } from './confirm-modal';

describe('confirmation modal', () => {
  it('keeps harmless formatting and strips scripts and handlers from the message', () => {
    const clean = sanitizeHtml('Usunąć <b>Jan</b>?<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(clean).toBe('Usunąć <b>Jan</b>?');
  });

  it('runs the confirm callback and closes', async () => {
    renderWithProviders(<ModalsProvider>{null}</ModalsProvider>);
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() => {
      openConfirm({
        type: 'danger',
        title: 'Usuń użytkownika',
        message: 'Tej operacji <b>nie można</b> cofnąć',
        confirmText: 'Usuń',
        onConfirm,
        onCancel,
      });
    });
    expect(await screen.findByText('Usuń użytkownika')).toBeInTheDocument();
    expect(screen.getByText('nie można').tagName).toBe('B');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('Usuń użytkownika')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('treats Escape like cancel', async () => {
    renderWithProviders(<ModalsProvider>{null}</ModalsProvider>);
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() => {
      openConfirm({ type: 'warning', title: 'Na pewno?', message: 'Zmiany przepadną', onConfirm, onCancel });
    });
    await screen.findByText('Na pewno?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
