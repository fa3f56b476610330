import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ApiError } from '../lib/api-client';

/**
 * TanStack Query is not on the login route (docs/decisions/login-bundle.md): this module is loaded lazily by the
 * routes that use queries (the signed-in shell, the other auth pages) and by the development panel.
 */
export function createQueryClient(options: { retryDelayMs?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Tests pass 0: the retries stay, their waits (1 s, then 2 s) go.
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

/** The app's one cache, shared by every route that loads this module. */
export const queryClient = createQueryClient();

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Route layout (`lazy`) giving its children the query cache. */
export function Component() {
  return (
    <WithQueryClient>
      <Outlet />
    </WithQueryClient>
  );
}
