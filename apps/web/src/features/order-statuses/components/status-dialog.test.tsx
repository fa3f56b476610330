import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderStatusMessages as messages } from '@zaplecze/contract/order-statuses/order-statuses';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { openSelect } from '../__fixtures__/select';
import { groupIds, groups, statuses } from '../__fixtures__/statuses';
import '../translations';
import { GroupDialog } from './group-dialog';
import { StatusDialog } from './status-dialog';

const fetchMock = vi.fn();
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);

describe('status and group dialogs', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notifications.clean();
  });

  it('validates with the contract rules and sends the status with a preset colour and its translations', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      jsonResponse(201, { ...statuses[4], ...JSON.parse(init.body as string) }),
    );
    const onClose = vi.fn();
    renderWithProviders(<StatusDialog groups={groups} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj status' });
    const events = userEvent.setup();
    const hex = within(dialog).getByRole('textbox', { name: 'Kod koloru (HEX)' });
    await events.clear(hex);
    await events.type(hex, '#12G');
    await events.click(within(dialog).getByRole('textbox', { name: 'Nazwa zewnętrzna (DE)' }));
    await events.paste('x'.repeat(101));
    await events.click(within(dialog).getByRole('button', { name: 'Dodaj status' }));
    expect(await within(dialog).findByText(messages.internalNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.colorInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.nameTooLong)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await events.type(within(dialog).getByRole('textbox', { name: /Nazwa wewnętrzna/ }), '  Do wyjaśnienia ');
    await events.clear(within(dialog).getByRole('textbox', { name: 'Nazwa zewnętrzna (DE)' }));
    await events.type(within(dialog).getByRole('textbox', { name: 'Nazwa zewnętrzna (EN)' }), 'Under review');
    const preset = within(dialog).getByRole('button', { name: 'Kolor #8033FF' });
    await events.click(preset);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    expect(hex).toHaveValue('#8033FF');
    const group = await openSelect(events, within(dialog).getByRole('textbox', { name: 'Grupa' }));
    expect(group.texts).toEqual(['Bez grupy', 'Zakończone', 'Do realizacji']);
    await group.choose('Zakończone');
    await events.click(within(dialog).getByRole('checkbox', { name: /Status chroniony/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Dodaj status' }));

    expect(await screen.findByText('Status został dodany.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/order-statuses');
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({
      internalName: 'Do wyjaśnienia',
      externalName: { pl: '', en: 'Under review', de: '' },
      color: '#8033FF',
      groupId: groupIds.done,
      isProtected: true,
    });
  }, 20_000);

  it('edits with the version it read, keeps a system status protected and reports a stale version', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { error: { code: 'VERSION_CONFLICT', message: genericMessages.versionConflict } }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <StatusDialog status={{ ...statuses[0]!, version: 4 }} groups={groups} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj status' });
    expect(within(dialog).getByRole('checkbox', { name: /Status chroniony/ })).toBeDisabled();
    expect(within(dialog).getByText('Status systemowy – zawsze chroniony.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nazwa zewnętrzna (EN)' })).toHaveValue('New order');
    const events = userEvent.setup();
    await events.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Błąd podczas aktualizacji statusu.')).toBeInTheDocument();
    expect(screen.getByText(genericMessages.versionConflict)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/order-statuses/${statuses[0]!.id}`);
    expect(bodyOf(fetchMock.mock.calls[0]!)).toMatchObject({
      internalName: 'Nowe',
      isProtected: true,
      version: 4,
    });
  });

  it('puts the server field messages on the fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: genericMessages.validation,
          fields: { name: messages.nameTooLong },
        },
      }),
    );
    renderWithProviders(<GroupDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj grupę' });
    const events = userEvent.setup();
    await events.click(within(dialog).getByRole('button', { name: 'Dodaj grupę' }));
    expect(await within(dialog).findByText(messages.groupNameRequired)).toBeInTheDocument();
    await events.type(within(dialog).getByRole('textbox', { name: /Nazwa grupy/ }), 'Allegro');
    await events.click(within(dialog).getByRole('button', { name: 'Dodaj grupę' }));
    expect(await within(dialog).findByText(messages.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText('Błąd podczas dodawania grupy.')).toBeInTheDocument();
  });
});
