import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { Providers } from './providers';

const toastRoot = () => document.querySelector('.mantine-Notifications-root');

describe('toast host', () => {
  afterEach(() => notifications.clean());

  it('mounts only when the first toast is raised, and then shows it', async () => {
    render(
      <Providers>
        <p>Strona</p>
      </Providers>,
    );
    // The host's chunk would have resolved by now had it been requested on first render.
    await act(() => import('@mantine/notifications'));
    expect(screen.getByText('Strona')).toBeInTheDocument();
    expect(toastRoot()).toBeNull();
    act(() => notify('green', 'Zapisano zmiany'));
    expect(await screen.findByText('Zapisano zmiany')).toBeInTheDocument();
    expect(toastRoot()).not.toBeNull();
  });
});
