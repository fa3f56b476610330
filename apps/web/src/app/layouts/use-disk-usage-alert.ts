import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DiskUsage } from '@zaplecze/contract/system/system';
import { diskAlertStore } from '../../components/disk-alert-store';
import { api } from '../../lib/api-client';

const dismissedKey = 'zaplecze.diskAlertDismissed';

/** Shows the disk alert once per browser session when the server's last measurement crosses a threshold. */
export function useDiskUsageAlert() {
  const usage = useQuery({
    queryKey: ['system', 'disk'],
    queryFn: () => api.get<DiskUsage>('/api/system/disk'),
    refetchInterval: 10 * 60_000,
    retry: false,
  });
  const level = usage.data?.level;
  const percent = usage.data?.usedPercent;
  useEffect(() => {
    if (!level || level === 'ok' || percent === undefined) return;
    if (sessionStorage.getItem(dismissedKey) === level) return;
    sessionStorage.setItem(dismissedKey, level);
    diskAlertStore.show({ type: level, percent: Math.round(percent) });
  }, [level, percent]);
}
