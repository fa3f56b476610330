import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DiskAlert, type DiskAlertContent } from './disk-alert';

function Harness() {
  const [alert, setAlert] = useState<DiskAlertContent | null>({ type: 'warning', percent: 85 });
  return <DiskAlert alert={alert} onClose={() => setAlert(null)} />;
}

describe('DiskAlert', () => {
  it('closes on a click on its overlay, which lies above the development panel', async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByTestId('disk-alert-warning')).toBeInTheDocument();
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay')!;
    // The development panel sits at z-index 300: the overlay must cover it.
    expect(
      Number(getComputedStyle(overlay).getPropertyValue('--overlay-z-index') || overlay.style.zIndex),
    ).toBeGreaterThan(300);
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByTestId('disk-alert-warning')).not.toBeInTheDocument());
  });
});
