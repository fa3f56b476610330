import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toast host is its own chunk (with react-transition-group and react-remove-scroll): fetched on the user's
 * first pointer or key press and mounted when the first toast is raised, so the login page paints and idles
 * without it. `notify()` only writes to the notifications store, so that toast shows once the host mounts
 * (docs/decisions/login-bundle.md). The query cache is not here: the routes that use it load it (query-client.tsx).
 */
const loadHost = () => import('@mantine/notifications').then((module) => ({ default: module.Notifications }));
const Notifications = lazy(loadHost);
const firstActs = ['pointerdown', 'keydown'] as const;

const anyToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/** False until a toast is raised, then true for good (the host stays mounted). */
function useToastHostNeeded() {
  const [needed, setNeeded] = useState(anyToast);
  useEffect(() => {
    const stop = () => firstActs.forEach((name) => window.removeEventListener(name, warm, true));
    function warm() {
      stop();
      void loadHost();
    }
    firstActs.forEach((name) => window.addEventListener(name, warm, true));
    return stop;
  }, []);
  useEffect(() => {
    if (needed) return undefined;
    if (anyToast()) {
      setNeeded(true);
      return undefined;
    }
    return notificationsStore.subscribe(() => {
      if (anyToast()) setNeeded(true);
    });
  }, [needed]);
  return needed;
}

export function Providers({ children }: { children: ReactNode }) {
  const toastHost = useToastHostNeeded();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {/* Bottom right: a toast never covers the page's actions in the header row (issue 27). */}
      {toastHost && (
        <Suspense fallback={null}>
          <Notifications position="bottom-right" />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
