import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FileUsage } from '@zaplecze/contract/files/files';
import type { DiskUsage } from '@zaplecze/contract/system/system';
import { diskAlertStore } from '../../components/disk-alert-store';
import { api } from '../../lib/api-client';

const dismissedKey = 'zaplecze.diskAlertDismissed';
const rank = { ok: 0, warning: 1, critical: 2 } as const;

/**
 * Shows the disk alert once per browser session when a figure crosses a threshold: the account's
 * files against its plan's quota (`/api/files/usage`, the figure the files library shows) or the
 * server's last measurement of its own disk, whichever is worse.
 */
export function useDiskUsageAlert() {
  const usage = useQuery({
    queryKey: ['system', 'disk'],
    queryFn: () => api.get<DiskUsage>('/api/system/disk'),
    refetchInterval: 10 * 60_000,
    retry: false,
  });
  const library = useQuery({
    queryKey: ['files', 'usage'],
    queryFn: () => api.get<FileUsage>('/api/files/usage'),
    refetchInterval: 10 * 60_000,
    retry: false,
  });
  const candidates = [usage.data, library.data].filter((item) => item !== undefined);
  const worst = candidates.sort((a, b) => rank[b.level] - rank[a.level] || b.usedPercent - a.usedPercent)[0];
  const level = worst?.level;
  const percent = worst?.usedPercent;
  useEffect(() => {
    if (!level || level === 'ok' || percent === undefined) return;
    if (sessionStorage.getItem(dismissedKey) === level) return;
    sessionStorage.setItem(dismissedKey, level);
    diskAlertStore.show({ type: level, percent: Math.round(percent) });
  }, [level, percent]);
}
