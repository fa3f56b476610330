/** Counts API requests in flight so the global loading bar can show; health checks do not count. */
const untrackedPath = /(health|ping|heartbeat)/i;
let active = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function isTracked(url: string): boolean {
  return !untrackedPath.test(url);
}

export function requestStarted(url: string): () => void {
  if (!isTracked(url)) return () => {};
  active += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    active -= 1;
    emit();
  };
}

export const loadingTracker = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  activeCount: () => active,
};
