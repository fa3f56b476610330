import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast host is its own chunk (with react-transition-group and react-remove-scroll): the login page paints
 * without it. `notify()` only writes to the notifications store, so a toast raised before the host loads still
 * shows once it mounts (docs/decisions/login-bundle.md). The query cache is not here: the routes that use it
 * load it (query-client.tsx).
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {/* Bottom right: a toast never covers the page's actions in the header row (issue 27). */}
      <Suspense fallback={null}>
        <Notifications position="bottom-right" />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
