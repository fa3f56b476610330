import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusList } from '@zaplecze/contract/order-statuses/order-statuses';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse } from '../../../test/render';
import { groupIds, list, statuses } from '../__fixtures__/statuses';
import { useStatuses } from './get-statuses';
import { orderStatusKeys } from './keys';
import { useReorderStatuses } from './reorder-statuses';

const fetchMock = vi.fn();
const [nowe, oczekuje, wyslane] = statuses;

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(orderStatusKeys.statuses(), list(statuses));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The screen's list query observes the cache, so an invalidation reloads it.
  const { result } = renderHook(
    () => {
      useStatuses();
      return useReorderStatuses();
    },
    { wrapper },
  );
  const cached = () => queryClient.getQueryData<OrderStatusList>(orderStatusKeys.statuses())!.data;
  return { result, cached };
}

describe('reordering statuses', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the new order at once, then puts the old one back and reloads when the server refuses', async () => {
    let release!: (response: Response) => void;
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? new Promise<Response>((resolve) => (release = resolve))
        : Promise.resolve(jsonResponse(200, list(statuses))),
    );
    const { result, cached } = setup();
    act(() => result.current.mutate({ groupId: groupIds.todo, ids: [wyslane!.id, oczekuje!.id, nowe!.id] }));

    await waitFor(() =>
      expect(cached().find((status) => status.id === wyslane!.id)!.groupId).toBe(groupIds.todo),
    );
    expect(cached().find((status) => status.id === nowe!.id)!.order).toBe(3);

    release(jsonResponse(409, { error: { code: 'CONFLICT', message: 'Lista zmieniła się.' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual(statuses);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/order-statuses',
        expect.objectContaining({ method: 'GET' }),
      ),
    );
  });
});
