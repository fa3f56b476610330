import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import type { SystemInfo } from '@zaplecze/contract/system/system';
import { diskAlertStore, useDiskAlert } from '../../components/disk-alert-store';
import { GlobalLoadingBar } from '../../components/global-loading-bar';
import { api } from '../../lib/api-client';

const DevPanel = lazy(() => import('../dev-panel/dev-panel'));
// Loaded on first use: the login route does not carry the modal code.
const DiskAlert = lazy(() =>
  import('../../components/disk-alert').then((module) => ({ default: module.DiskAlert })),
);

/** Wraps every page: loading bar, disk alert and, outside production, the development panel. */
export function RootLayout() {
  const alert = useDiskAlert();
  const info = useQuery({
    queryKey: ['system', 'info'],
    queryFn: () => api.get<SystemInfo>('/api/system/info'),
    staleTime: Infinity,
  });
  const showDevPanel = info.data !== undefined && info.data.environment !== 'production';
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
