import { useSyncExternalStore } from 'react';
import type { DiskAlertContent } from './disk-alert';

let current: DiskAlertContent | null = null;
const listeners = new Set<() => void>();

function set(next: DiskAlertContent | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const diskAlertStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  show: (alert: DiskAlertContent) => set(alert),
  close: () => set(null),
};

export function useDiskAlert() {
  return useSyncExternalStore(diskAlertStore.subscribe, diskAlertStore.get, diskAlertStore.get);
}
