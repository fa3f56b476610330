import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast host is its own chunk (with react-transition-group and react-remove-scroll): the login page paints
 * without it. `notify()` only writes to the notifications store, so a toast raised before the host loads still
 * shows once it mounts (docs/decisions/login-bundle.md).
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/* Bottom right: a toast never covers the page's actions in the header row (issue 27). */}
        <Suspense fallback={null}>
          <Notifications position="bottom-right" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
