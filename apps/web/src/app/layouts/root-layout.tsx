import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import type { SystemInfo } from '@zaplecze/contract/system/system';
import { diskAlertStore, useDiskAlert } from '../../components/disk-alert-store';
import { GlobalLoadingBar } from '../../components/global-loading-bar';
import { api } from '../../lib/api-client';

// Outside production only; the open panel loads the query cache itself (dev-panel.tsx).
const DevPanel = lazy(() => import('../dev-panel/dev-panel'));
// Loaded on first use: the login route does not carry the modal code.
const DiskAlert = lazy(() =>
  import('../../components/disk-alert').then((module) => ({ default: module.DiskAlert })),
);

/** Whether the server runs outside production; asked once per page load, a failure leaves the panel hidden. */
function useDevPanelGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let active = true;
    api.get<SystemInfo>('/api/system/info').then(
      (info) => active && setShow(info.environment !== 'production'),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return show;
}

/** Wraps every page: loading bar, disk alert and, outside production, the development panel. */
export function RootLayout() {
  const alert = useDiskAlert();
  const showDevPanel = useDevPanelGate();
  return (
    <>
      <GlobalLoadingBar />
      <Outlet />
      {alert && (
        <Suspense fallback={null}>
          <DiskAlert alert={alert} onClose={diskAlertStore.close} />
        </Suspense>
      )}
      {showDevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </>
  );
}
