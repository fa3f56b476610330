import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import '../translations';
import { SelectionBar } from './selection-bar';

function renderBar(props: Partial<Parameters<typeof SelectionBar>[0]> = {}) {
  const handlers = {
    onSelectAllMatching: vi.fn(),
    onChangeStatus: vi.fn(),
    onEdit: vi.fn(),
    onArchive: vi.fn(),
    onDpd: vi.fn(),
    onDelete: vi.fn(),
    onClear: vi.fn(),
  };
  renderWithProviders(
    <SelectionBar count={1} allMatching={false} matching={1} canEdit canDelete {...handlers} {...props} />,
  );
  return handlers;
}

describe('selection bar', () => {
  it.each([
    [1, 'Zaznaczono 1 zamówienie'],
    [3, 'Zaznaczono 3 zamówienia'],
    [5, 'Zaznaczono 5 zamówień'],
    [12, 'Zaznaczono 12 zamówień'],
    [22, 'Zaznaczono 22 zamówienia'],
    [25, 'Zaznaczono 25 zamówień'],
  ])('counts %i selected orders in Polish', async (count, text) => {
    renderBar({ count, matching: count });
    expect(await screen.findByTestId('selection-count')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: /Zaznacz wszystkie/ })).not.toBeInTheDocument();
  });

  it('offers every matching order and words that in Polish', async () => {
    const handlers = renderBar({ count: 2, matching: 300 });
    const all = await screen.findByRole('button', { name: 'Zaznacz wszystkie 300 pasujących' });
    await userEvent.click(all);
    expect(handlers.onSelectAllMatching).toHaveBeenCalled();
  });

  it('uses the few form for 2–4 matching orders', async () => {
    renderBar({ count: 1, matching: 3 });
    expect(await screen.findByRole('button', { name: 'Zaznacz wszystkie 3 pasujące' })).toBeInTheDocument();
  });

  it('states that all matching orders are selected', async () => {
    renderBar({ count: 300, matching: 300, allMatching: true });
    expect(await screen.findByTestId('selection-count')).toHaveTextContent(
      'Zaznaczono wszystkie pasujące: 300 zamówień',
    );
  });

  it('runs each action and hides those the role lacks', async () => {
    const handlers = renderBar({ count: 4, matching: 4 });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Zmień status' }));
    await events.click(screen.getByRole('button', { name: 'Edytuj' }));
    await events.click(screen.getByRole('button', { name: 'Archiwizuj' }));
    await events.click(screen.getByRole('button', { name: 'Utwórz przesyłki DPD' }));
    await events.click(screen.getByRole('button', { name: 'Usuń' }));
    await events.click(screen.getByRole('button', { name: 'Wyczyść zaznaczenie' }));
    for (const handler of [
      handlers.onChangeStatus,
      handlers.onEdit,
      handlers.onArchive,
      handlers.onDpd,
      handlers.onDelete,
      handlers.onClear,
    ]) {
      expect(handler).toHaveBeenCalledTimes(1);
    }
  });

  it('shows only clearing to a role without edit and delete rights', async () => {
    renderBar({ count: 4, matching: 4, canEdit: false, canDelete: false });
    expect(await screen.findByRole('button', { name: 'Wyczyść zaznaczenie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zmień status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
  });
});
