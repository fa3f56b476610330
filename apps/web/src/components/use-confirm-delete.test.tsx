import { ModalsProvider } from '@mantine/modals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { useConfirmDelete } from './use-confirm-delete';

type Item = { id: string; name: string };

type Mutate = (
  variables: string,
  options: { onSuccess: (result: unknown) => void; onError: (error: Error) => void },
) => void;

function DeleteButton({ mutate, onDeleted }: { mutate: Mutate; onDeleted?: () => void }) {
  const confirmDelete = useConfirmDelete({ mutate }, (item: Item) => ({
    title: 'Usuń magazyn',
    message: `Czy na pewno usunąć <b>${item.name}</b>?`,
    confirmText: 'Usuń',
    variables: item.id,
    success: 'Magazyn został usunięty',
    failure: 'Nie udało się usunąć magazynu',
    onDeleted,
  }));
  return (
    <ModalsProvider>
      <button type="button" onClick={() => confirmDelete({ id: 'w1', name: 'Główny' })}>
        Usuń Główny
      </button>
    </ModalsProvider>
  );
}

describe('useConfirmDelete', () => {
  it('deletes only after the confirmation, then shows the success toast', async () => {
    const onDeleted = vi.fn();
    const mutate = vi.fn((_id: string, options: { onSuccess: (result: unknown) => void }) =>
      options.onSuccess({}),
    );
    renderWithProviders(<DeleteButton mutate={mutate} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Główny' }));
    expect(await screen.findByText('Usuń magazyn')).toBeInTheDocument();
    expect(screen.getByText('Główny').tagName).toBe('B');
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(mutate).toHaveBeenCalledWith('w1', expect.anything());
    expect(await screen.findByText('Magazyn został usunięty')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with the server reason and deletes nothing on cancel', async () => {
    const mutate = vi.fn((_id: string, options: { onError: (error: Error) => void }) =>
      options.onError(new ApiError(409, 'IN_USE', 'Magazyn ma stany')),
    );
    renderWithProviders(<DeleteButton mutate={mutate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Główny' }));
    await userEvent.click(await screen.findByTestId('confirm-modal-cancel'));
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Główny' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Nie udało się usunąć magazynu')).toBeInTheDocument();
    expect(screen.getByText('Magazyn ma stany')).toBeInTheDocument();
  });
});
