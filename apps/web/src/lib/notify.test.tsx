import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api-client';
import { notifyFailure } from './notify';

describe('failure toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows the server reason under the title in a colour dark enough for WCAG AA', async () => {
    renderWithProviders(<div />);
    const reason = 'Ktoś inny zmienił te dane w międzyczasie.';
    act(() => notifyFailure('Nie udało się zapisać statusu', new ApiError(409, 'VERSION_CONFLICT', reason)));
    const text = await screen.findByText(reason);
    expect(screen.getByText('Nie udało się zapisać statusu')).toBeInTheDocument();
    expect(text.closest('.mantine-Notification-description')).toHaveStyle({
      color: 'var(--mantine-color-dimmed)',
    });
  });

  it('gives every toast with a title the AA text colour from the theme, whatever its colour', async () => {
    renderWithProviders(<div />);
    for (const color of ['green', 'yellow', 'blue', 'orange']) {
      act(() => notifications.show({ color, title: `Tytuł ${color}`, message: `Opis ${color}` }));
      const text = await screen.findByText(`Opis ${color}`);
      expect(text.closest('.mantine-Notification-description')).toHaveStyle({
        color: 'var(--mantine-color-dimmed)',
      });
    }
  });

  it('shows the failure text alone when there is no other reason', async () => {
    renderWithProviders(<div />);
    act(() => notifyFailure('Nie udało się usunąć grupy', new Error('sieć')));
    expect(await screen.findByText('Nie udało się usunąć grupy')).toBeInTheDocument();
    expect(screen.queryByText('sieć')).not.toBeInTheDocument();
  });
});
