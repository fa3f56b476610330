import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web project runs without isolation (vite.config.ts): the app's own modules (session, feature
// flags, stores) are evaluated afresh for each test file, while node_modules stay loaded.
vi.resetModules();
await import('../lib/i18n');
// The app's one query cache (routes that bring their own): its retries stay, their waits go.
const { queryClient } = await import('../app/query-client');
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

// findBy…/waitFor give up after 1 s by default; a debounced search (300 ms) then a fetch and a render took
// longer than that in the gate, where the build and the API tier share the two cores. A wait still ends
// as soon as what it waits for is there; only a test about to fail waits longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Mantine's notification store is in node_modules, which stay loaded across files: no toast outlives its test.
  notifications.clean();
});

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
